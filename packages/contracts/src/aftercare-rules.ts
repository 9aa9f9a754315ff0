// Issue 24's words and rules that the bookings service, notifications and the web all use, free of schemas (the
// web's booking screens do not load zod for them; `aftercare.ts` builds its schemas from these): the consent form,
// what is still missing before a session, the aftercare text and healed photos.

import type { BookingStatus, DepositStatus } from './booking-rules';

// ─── Consent ────────────────────────────────────────────────────────────────────────────────────────────────────

export const consentStatuses = ['not_due', 'due', 'signed'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export const CONSENT_LIMITS = {
  statements: { min: 1, max: 30 },
  statement: { min: 5, max: 500 },
  title: { min: 3, max: 120 },
  minimumAge: { min: 16, max: 25, default: 18 },
  legalName: { min: 2, max: 120 },
} as const;

/** How long before session 1 the consent form is due. */
export const CONSENT_DUE_HOURS_BEFORE = 24;

export interface ConsentStatement {
  id: string;
  text: string;
}

/** What a new artist or studio starts from (version 1 until they save), written for tattooing. */
export const DEFAULT_CONSENT_TITLE = 'Tattoo consent and release';
export const DEFAULT_CONSENT_STATEMENTS: readonly ConsentStatement[] = [
  {
    id: 'age-id',
    text: 'I am at least the minimum age for this tattoo and will bring a valid photo ID to my appointment.',
  },
  { id: 'sober', text: 'I am not under the influence of alcohol or drugs.' },
  { id: 'pregnancy', text: 'I am not pregnant or nursing.' },
  {
    id: 'health',
    text: 'I have no medical condition, and take no medicine (such as blood thinners), that affects healing or bleeding, or I have told my artist about it.',
  },
  {
    id: 'allergies',
    text: 'I have told my artist about any allergies, including to latex, inks, dyes, ointments or soaps.',
  },
  {
    id: 'permanence',
    text: 'I understand that a tattoo is permanent and that removal is difficult and costly.',
  },
  {
    id: 'risks',
    text: 'I understand the risks, including infection, allergic reaction, scarring and changes to the skin.',
  },
  {
    id: 'aftercare',
    text: 'I will follow the aftercare instructions I am given, and understand that healing depends on them.',
  },
  {
    id: 'results',
    text: 'I understand that results vary with skin, placement and healing, and that colours may fade over time.',
  },
  { id: 'photos', text: 'I agree that photos of my tattoo may be taken and kept by my artist.' },
];

/** The exact text a client reads and signs: the title, then each statement on its own line. Its SHA-256 is kept. */
export const consentText = (title: string, statements: readonly ConsentStatement[]) =>
  [title, ...statements.map((statement) => statement.text)].join('\n');

/** Whole years between a date of birth and a day (both `YYYY-MM-DD`): the age a person has that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Where a booking's consent stands: signed once signed (whatever happened since), due while the booking is
 * confirmed, else not due (awaiting its deposit, or closed before it was signed).
 */
export const consentStatusOf = (booking: BookingStatus, signed: boolean): ConsentStatus =>
  signed ? 'signed' : booking === 'confirmed' ? 'due' : 'not_due';

export const CONSENT_TEXTS = {
  tooYoung: (minimumAge: number) => `You must be at least ${minimumAge} to get tattooed.`,
  notConfirmed: 'The consent form opens once the booking is confirmed',
  alreadySigned: 'This consent form is already signed and cannot be changed',
  clientOnly: 'Only the client can sign the consent form',
  allStatements: 'Please tick every statement to sign',
  signatureDiffers: 'Your signature must be your legal name, typed again exactly',
  dateOfBirth: 'Please enter your date of birth',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  legalName: 'Please enter your full legal name',
  /** A sign whose `version` is no longer the form's (the template changed while the client read it). */
  formChanged: 'The consent form was just updated. Please read it again and sign the new version.',
} as const;

// ─── What is still missing before a session ─────────────────────────────────────────────────────────────────────

export const missingItems = ['deposit', 'consent'] as const;
export type MissingItem = (typeof missingItems)[number];

/**
 * What the client must still do before a session of an open booking: the deposit while it has not arrived, the
 * consent form until it is signed (listed before the deposit arrives too: it opens then). Reminders list these;
 * the client's booking page shows them.
 */
export function stillMissing(booking: {
  status: BookingStatus;
  deposit: { status: DepositStatus };
  consent: { status: ConsentStatus };
}): MissingItem[] {
  if (booking.status !== 'awaiting_deposit' && booking.status !== 'confirmed') return [];
  const missing: MissingItem[] = [];
  if (booking.status === 'awaiting_deposit') missing.push('deposit');
  if (booking.consent.status !== 'signed') missing.push('consent');
  return missing;
}

/** Each missing item as the client reads it, and the anchor of the booking page where it is done. */
export const missingItemTexts: Record<MissingItem, { label: string; anchor: string }> = {
  deposit: { label: 'Your deposit has not been received yet', anchor: 'deposit' },
  consent: { label: 'Your consent form is not signed yet', anchor: 'consent' },
};

// ─── Aftercare, the healing check-in and healed photos ──────────────────────────────────────────────────────────

export const AFTERCARE_MAX = 4000;

/** Sent after a session when the artist or studio wrote none of their own. */
export const DEFAULT_AFTERCARE = [
  'Leave the wrap on for as long as your artist said (usually 2 to 4 hours), then wash the tattoo gently with clean hands, lukewarm water and a fragrance-free soap. Pat it dry with a clean paper towel.',
  'Apply a thin layer of fragrance-free moisturiser two or three times a day: a thin layer, never thick.',
  'For the first two weeks: no baths, pools, hot tubs, sea or saunas; keep it out of the sun and tanning beds; do not pick, scratch or peel the flakes; wear clean, loose clothing over it.',
  'The surface heals in about two to four weeks; the skin underneath takes two to three months. Peeling and itching are normal.',
  'See a doctor if redness or swelling keeps spreading after the first days, if it is hot, oozes pus or smells, or if you have a fever.',
].join('\n\n');

export const MAX_HEALED_PHOTOS = 4;

export const HEALED_TEXTS = {
  checkInTitle: 'How is it healing?',
  sendPhoto: 'Send a healed photo',
  askTouchup: 'Ask for a touch-up',
  tooMany: `A booking can have at most ${MAX_HEALED_PHOTOS} healed photos`,
  notYet: 'Healed photos can be sent once a session is done',
  notPublic: 'The client did not allow this photo to be shown publicly',
  alreadyPublished: 'This photo is already in the portfolio',
  noArtist: 'This booking names no artist whose portfolio could show it',
  clientOnly: 'Only the client can send healed photos',
  touchupNotYours: 'A touch-up must follow one of your completed bookings with this artist or studio',
} as const;
