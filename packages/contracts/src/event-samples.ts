import { DEFAULT_BOOKS } from './availability-rules';
import type { EventPayload, EventSubject } from './events';

// One valid payload per published subject, for tests on both sides of the bus (contract tests, consumers'
// tests). The mapped type makes a new subject without a sample a compile error.

const ARTIST_ID = '00000000-0000-4000-8000-0000000000a1';
const STUDIO_ID = '00000000-0000-4000-8000-0000000000b1';
const AT = '2026-11-22T10:00:00.000Z';

const artist: EventPayload<'catalog.artist.submitted'> = {
  id: ARTIST_ID,
  artistName: 'Sample Artist',
  instagramHandle: 'sample.artist',
  studioName: null,
  location: 'Austin, TX',
  locationLat: 30.27,
  locationLng: -97.74,
  locationAddress: 'Austin, TX',
  bio: 'Fine line and blackwork.',
  phone: null,
  website: null,
  email: 'artist@example.com',
  portfolioImages: ['/media/0000000000000000000000000000000000000000000000000000000000000001.webp'],
  flashImages: [],
  tattooStyles: ['Fine Line'],
  profileImage: null,
  depositPolicy: null,
  cancellationPolicy: null,
  touchupPolicy: null,
  books: DEFAULT_BOOKS,
  flash: [],
  status: 'pending',
  createdAt: AT,
  updatedAt: AT,
};

const studio: EventPayload<'catalog.studio.submitted'> = {
  id: STUDIO_ID,
  studioName: 'Sample Studio',
  handle: 'sample-studio',
  logo: null,
  tagline: null,
  description: null,
  establishedYear: 2015,
  specializations: [],
  bannerImage: null,
  interiorImages: [],
  exteriorImages: [],
  instagramHandle: null,
  location: 'Austin, TX',
  locationLat: null,
  locationLng: null,
  locationAddress: null,
  phone: null,
  businessEmail: 'studio@example.com',
  businessHours: {
    monday: '10am - 8pm',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: 'Closed',
  },
  website: null,
  appointmentType: null,
  depositPolicy: null,
  cancellationPolicy: null,
  shopMinimum: 100,
  ageRequirements: null,
  handlesDeposits: false,
  books: DEFAULT_BOOKS,
  status: 'pending',
  createdAt: AT,
  updatedAt: AT,
};

const storedInquiry = {
  id: '00000000-0000-4000-8000-0000000000c1',
  fromWaitlist: false,
  concept: 'A small swallow on the wrist',
  referenceImages: [],
  selectedFlashDesigns: [],
  placementAreas: ['wrist'],
  placementPhotos: [],
  size: 'small',
  budgetMin: 150,
  budgetMax: 300,
  availableDates: [],
  isTraveling: null,
  schedulingNotes: null,
  fullName: 'Sample Client',
  email: 'client@example.com',
  phone: '(555) 555-0100',
  additionalNotes: null,
  response: null,
  status: 'pending' as const,
  createdAt: AT,
  updatedAt: AT,
};

const inquiry: EventPayload<'inquiries.inquiry.created'> = {
  ...storedInquiry,
  artistId: ARTIST_ID,
  aiEstimateRange: null,
  aiEstimatedHours: null,
  aiHourlyRate: null,
  aiDeposit: null,
  aiComplexity: null,
  aiArtistTier: null,
  aiStyle: null,
  flashBooking: null,
  clientUserId: null,
};

const waitlistEntry: EventPayload<'inquiries.waitlist-entry.created'> = {
  entry: {
    id: '00000000-0000-4000-8000-0000000000f1',
    artistId: ARTIST_ID,
    studioId: null,
    name: 'Sam Client',
    email: 'sam@example.com',
    idea: 'A small swallow on the wrist',
    size: 'small',
    preferredMonths: ['2027-03'],
    position: 1,
    createdAt: AT,
    invitedAt: null,
    inviteExpiresAt: null,
  },
  recipient: { kind: 'artist', id: ARTIST_ID, name: 'Sample Artist', handle: 'sample.artist' },
  leaveToken: 'sample-leave-token',
  inviteToken: null,
};

const studioInquiry: EventPayload<'inquiries.studio-inquiry.created'> = {
  ...storedInquiry,
  studioId: STUDIO_ID,
  description: 'A small swallow on the wrist',
  complexity: null,
  style: 'blackgrey',
  preferredStyles: [],
  budgetRange: '$150 - $300',
  timeline: 'flexible',
  recommendedArtists: [],
  clientUserId: null,
};

/** A deleted inquiry's event is its plain snapshot (only created and updated name the client's account). */
function withoutAccount<T extends { clientUserId: string | null }>(sent: T): Omit<T, 'clientUserId'> {
  const { clientUserId, ...snapshot } = sent;
  void clientUserId;
  return snapshot;
}

const claim: EventPayload<'claims.claim.created'> = {
  id: '00000000-0000-4000-8000-0000000000d1',
  studioId: STUDIO_ID,
  artistId: ARTIST_ID,
  status: 'pending_artist_approval',
  claimedBy: 'studio',
  message: null,
  createdAt: AT,
  updatedAt: AT,
  artist: null,
  studio: null,
};

const CLIENT_ID = '00000000-0000-4000-8000-0000000000c9';
const SLOT = '2026-12-10T17:00:00.000Z';
const policy = {
  deposit: 'Deposits are non-refundable within 48 hours.',
  cancellation: 'Give 48 hours notice.',
  touchup: 'One free touch-up within 3 months.',
  cancellationNoticeHours: 48,
};

const offer: EventPayload<'bookings.offer.created'> = {
  id: '00000000-0000-4000-8000-0000000000f1',
  inquiryId: '00000000-0000-4000-8000-0000000000e9',
  inquiryKind: 'artist',
  status: 'open',
  artistId: ARTIST_ID,
  studioId: null,
  recipientName: 'Sample Artist',
  priceLow: 300,
  priceHigh: 450,
  sessions: 1,
  sessionHours: 3,
  deposit: 100,
  depositDueHours: 48,
  slots: [SLOT, '2026-12-11T17:00:00.000Z'],
  location: 'Sample Studio, Austin, TX',
  note: null,
  timeZone: 'America/Chicago',
  policy,
  declineReason: null,
  bookingId: null,
  createdAt: AT,
  updatedAt: AT,
  recipientArtistId: ARTIST_ID,
  recipientStudioId: null,
  clientUserId: CLIENT_ID,
  clientEmail: 'client@example.com',
  clientName: 'Sam Client',
};

const booking: EventPayload<'bookings.booking.created'> = {
  id: '00000000-0000-4000-8000-0000000000f2',
  inquiryId: offer.inquiryId,
  inquiryKind: 'artist',
  offerId: offer.id,
  status: 'awaiting_deposit',
  artistId: ARTIST_ID,
  studioId: null,
  recipientName: 'Sample Artist',
  clientName: 'Sam Client',
  concept: 'A fine line swallow',
  priceLow: 300,
  priceHigh: 450,
  deposit: {
    amount: 100,
    status: 'due',
    dueAt: '2026-11-24T10:00:00.000Z',
    provider: 'manual',
    instructions: 'Venmo @sample-artist',
    method: null,
  },
  sessions: [{ n: 1, start: SLOT, end: '2026-12-10T20:00:00.000Z', status: 'scheduled' }],
  policy,
  location: offer.location,
  timeZone: 'America/Chicago',
  history: [{ at: AT, by: 'client', what: 'Picked a time' }],
  consent: { status: 'not_due', dueAt: '2026-12-09T17:00:00.000Z', signedAt: null },
  healedPhotos: [],
  createdAt: AT,
  updatedAt: AT,
  recipientArtistId: ARTIST_ID,
  recipientStudioId: null,
  clientUserId: CLIENT_ID,
  clientEmail: 'client@example.com',
  change: 'created',
  by: 'client',
  ics: null,
  aftercare: null,
};

const account: EventPayload<'auth.user.created'> = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'artist@example.com',
  role: 'artist',
  artistId: ARTIST_ID,
  studioId: null,
  emailVerified: false,
};

export const sampleEventPayloads: { [S in EventSubject]: EventPayload<S> } = {
  'auth.user.created': account,
  'auth.user.updated': { ...account, emailVerified: true },
  'auth.user.deleted': { id: account.id, email: account.email },
  'auth.account-link.issued': {
    userId: account.id,
    email: account.email,
    purpose: 'verify-email',
    token: 'sample-token',
    expiresAt: AT,
  },
  'catalog.artist.submitted': artist,
  'catalog.artist.updated': { ...artist, status: 'approved', inquiryCount: 2 },
  'catalog.artist.deleted': {
    id: ARTIST_ID,
    artistName: artist.artistName,
    instagramHandle: artist.instagramHandle,
  },
  'catalog.studio.submitted': studio,
  'catalog.studio.updated': { ...studio, status: 'approved' },
  'catalog.studio.deleted': { id: STUDIO_ID, studioName: studio.studioName, handle: studio.handle },
  'inquiries.inquiry.created': inquiry,
  'inquiries.inquiry.updated': { ...inquiry, status: 'reviewed', previousStatus: 'pending' },
  'inquiries.inquiry.deleted': withoutAccount(inquiry),
  'inquiries.studio-inquiry.created': studioInquiry,
  'inquiries.studio-inquiry.updated': { ...studioInquiry, status: 'approved', previousStatus: 'pending' },
  'inquiries.studio-inquiry.deleted': withoutAccount(studioInquiry),
  'inquiries.message.created': {
    id: '00000000-0000-4000-8000-0000000000e1',
    inquiryId: inquiry.id,
    inquiryKind: 'artist',
    artistId: ARTIST_ID,
    studioId: null,
    clientUserId: null,
    clientEmail: inquiry.email,
    clientName: inquiry.fullName,
    author: { role: 'artist', name: 'Sample Artist' },
    body: 'Thanks! Could you send a photo of the spot?',
    attachments: [],
    createdAt: AT,
  },
  'inquiries.waitlist-entry.created': waitlistEntry,
  'inquiries.waitlist-entry.invited': {
    ...waitlistEntry,
    entry: { ...waitlistEntry.entry, invitedAt: AT, inviteExpiresAt: '2026-11-29T10:00:00.000Z' },
    inviteToken: 'sample-invite-token',
  },
  'inquiries.waitlist-entry.books-opened': waitlistEntry,
  'inquiries.client.erased': {
    userId: CLIENT_ID,
    email: inquiry.email,
    names: [inquiry.fullName],
    inquiryIds: [inquiry.id],
  },
  'inquiries.flash.claimed': {
    artistId: ARTIST_ID,
    url: '/media/0000000000000000000000000000000000000000000000000000000000000002.webp',
    inquiryId: inquiry.id,
    bookingId: '00000000-0000-4000-8000-0000000000c9',
  },
  'claims.claim.created': claim,
  'claims.claim.updated': { ...claim, status: 'verified' },
  'notifications.notification.created': {
    id: '00000000-0000-4000-8000-0000000000d1',
    userId: account.id,
    category: 'inquiries',
    title: 'New inquiry from Sample',
    body: 'A fine line rose, 3-4 inches, forearm',
    link: '/dashboard',
    createdAt: AT,
    readAt: null,
  },
  'bookings.offer.created': offer,
  'bookings.offer.updated': { ...offer, status: 'declined', declineReason: 'The dates do not work for me' },
  'bookings.booking.created': booking,
  'bookings.booking.updated': {
    ...booking,
    status: 'confirmed',
    deposit: { ...booking.deposit, status: 'received', dueAt: null, method: 'Bank transfer' },
    change: 'deposit_received',
    by: 'artist',
  },
  'bookings.client-record.updated': {
    clientEmail: inquiry.email,
    clientUserId: CLIENT_ID,
    completed: 1,
    lateCancellations: 0,
    noShows: 0,
  },
};

/** A sample of `subject` with some fields changed (a test's own ids, statuses …). */
export const sampleEventPayload = <S extends EventSubject>(
  subject: S,
  changes: Partial<EventPayload<S>> = {},
): EventPayload<S> => ({ ...structuredClone(sampleEventPayloads[subject]), ...changes });

/**
 * A sample of `subject` whose identifying field (`id`, or its first one) has the wrong type: what a publisher that
 * drifted from the contract sends. `key` names the field, which the refusal's message names too.
 */
export function malformedEventPayload(subject: EventSubject) {
  const sample: Record<string, unknown> = sampleEventPayloads[subject];
  const key = 'id' in sample ? 'id' : (Object.keys(sample)[0] ?? 'id');
  return { key, payload: { ...sample, [key]: 42 } };
}
