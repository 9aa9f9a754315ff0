// Issue 26, the rules both sides read without zod (profiles, lists and the inquiry dialogs load them): books open or
// closed with a fair waitlist, priced flash, and distance for 'Near me'. Schemas: availability.ts.

export const booksStatuses = ['open', 'closed', 'waitlist'] as const;
export type BooksStatus = (typeof booksStatuses)[number];

/** A profile's books as every read shows them (`books` on profiles and cards). */
export interface Books {
  status: BooksStatus;
  /** The day the owner expects to reopen (YYYY-MM-DD), shown while closed. */
  reopensOn: string | null;
  /** With a cap, the books go to `waitlist` by themselves once this many inquiries arrived since they opened. */
  requestCap: number | null;
  /** Open with a cap: how many requests are left before the books go to the waitlist (never below 0). */
  spotsLeft: number | null;
  /** When the books last opened (the cap counts inquiries from here). */
  openedAt: string | null;
}

export const DEFAULT_BOOKS: Books = {
  status: 'open',
  reopensOn: null,
  requestCap: null,
  spotsLeft: null,
  openedAt: null,
};

export const REQUEST_CAP_MIN = 1;
export const REQUEST_CAP_MAX = 500;

/** 409 to `POST /api/inquiries` and `/api/studio-inquiries` while the books are closed or full (spec of issue 26). */
export const BOOKS_CLOSED_MESSAGE = 'Books are closed right now. Join the waitlist to hear when they open.';
/** 409 to an inquiry whose `flashBooking` names a one-off piece already booked. */
export const FLASH_CLAIMED_MESSAGE = 'This flash piece has already been claimed.';
/** 400 on `flashBooking` naming anything but one of the artist's priced flash pieces. */
export const FLASH_NOT_PRICED = 'Choose one of this artist’s priced flash pieces';

/** Whether a profile takes an inquiry now without a waitlist invite. */
export const takesInquiries = (books: Pick<Books, 'status'>) => books.status === 'open';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March' for '2027-03-14' ('March 2028' when not within the next twelve months of `today`). */
export function monthOf(date: string, today: Date = new Date()): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const name = MONTHS[month - 1] ?? '';
  const monthsAhead = (year - today.getUTCFullYear()) * 12 + (month - 1 - today.getUTCMonth());
  return monthsAhead >= 0 && monthsAhead < 12 ? name : `${name} ${year}`;
}

/** The line a profile shows about its books: 'Books open', 'Books closed · reopening March', 'Waitlist only'. */
export function booksLabel(books: Pick<Books, 'status' | 'reopensOn'>, today?: Date): string {
  if (books.status === 'open') return 'Books open';
  if (books.status === 'waitlist') return 'Waitlist only';
  return books.reopensOn ? `Books closed · reopening ${monthOf(books.reopensOn, today)}` : 'Books closed';
}

/** '12 spots left', '1 spot left'. */
export const spotsLeftText = (spots: number) => `${spots} ${spots === 1 ? 'spot' : 'spots'} left`;

/** The profile's inquiry button while the books are not open. */
export const JOIN_WAITLIST = 'Join the waitlist';
/** How long a waitlist invite lets its person send one inquiry while the books are closed. */
export const WAITLIST_INVITE_DAYS = 7;
/** At most this many preferred months on a waitlist entry. */
export const PREFERRED_MONTHS_MAX = 12;

export const FLASH_PRICE_MAX = 100_000;
export const FLASH_SIZE_MAX_INCHES = 40;
export const FLASH_TITLE_MAX = 80;

/** The stored quote of an inquiry that books a priced flash piece: the flash price, the usual 30% deposit. */
export function flashQuote(price: number): { aiEstimateRange: string; aiDeposit: number } {
  return { aiEstimateRange: `$${price} - $${price}`, aiDeposit: Math.round((price * 0.3) / 25) * 25 };
}

// ── Near me ──

export const nearRadii = [10, 25, 50, 100] as const;
export type NearRadius = (typeof nearRadii)[number];

/** `near=lat,lng` as the URL and the API carry it; null when it is not two numbers in range. */
export function parseNear(value: string | null | undefined): { lat: number; lng: number } | null {
  const parts = (value ?? '').split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part))) as [
    number,
    number,
  ];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** `lat,lng` rounded to 4 decimals (about 11 m): enough for 'near', and the URL stays short. */
export const nearParam = ({ lat, lng }: { lat: number; lng: number }) =>
  `${Math.round(lat * 1e4) / 1e4},${Math.round(lng * 1e4) / 1e4}`;

const KM_PER_MILE = 1.609344;

/** '3.2 mi', or '5.1 km' where the viewer's locale measures in kilometres. */
export const distanceText = (miles: number, metric: boolean) =>
  metric ? `${(miles * KM_PER_MILE).toFixed(1)} km` : `${miles.toFixed(1)} mi`;

/** Locales that measure road distance in miles (the US, the UK, Liberia and Myanmar); everyone else in km. */
export const usesMiles = (locale: string) => /-(US|GB|LR|MM)\b/i.test(locale) || /^en$/i.test(locale);
