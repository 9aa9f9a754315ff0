import type { ArtistInquiry, StudioInquiry } from '@inkbook/contracts/inquiry';

/** The inquiry an offer answers, as the recipient reads it: an artist's (with its quote) or a studio's. */
export type OfferSubject =
  | {
      kind: 'artist';
      inquiry: Pick<
        ArtistInquiry,
        'id' | 'artistId' | 'budgetMin' | 'budgetMax' | 'aiEstimateRange' | 'aiEstimatedHours' | 'aiDeposit'
      >;
    }
  | { kind: 'studio'; inquiry: Pick<StudioInquiry, 'id' | 'studioId' | 'budgetMin' | 'budgetMax'> };

/** One offered time as the form holds it: the two inputs, read on the clocks of the recipient's zone. */
export interface SlotValue {
  date: string;
  time: string;
}

/** The offer form's fields: the body of POST /api/offers, with times as date and time inputs. */
export interface OfferValues {
  priceLow: number;
  priceHigh: number;
  sessions: number;
  sessionHours: number;
  deposit: number;
  depositDueHours: number;
  slots: SlotValue[];
  location: string;
  note: string;
  /** A studio's named artist; '' names none (the studio's choice). */
  artistId: string;
}

/** A session is planned at most this long; a longer piece is split over more sessions. */
export const LONGEST_SESSION_HOURS = 6;
const DEFAULT_SESSION_HOURS = 3;
const MAX_SESSIONS = 10;
export const DEFAULT_DEPOSIT_DUE_HOURS = 48;

export const emptySlot = (): SlotValue => ({ date: '', time: '' });

/** '$300 - $450' (the quote's words) as [300, 450]; undefined when it does not read as two amounts. */
export function rangeOf(text: string | null): [number, number] | undefined {
  const amounts = text?.match(/\d[\d,]*/g)?.map((amount) => Number(amount.replaceAll(',', '')));
  if (amounts?.length !== 2) return undefined;
  const [low, high] = amounts as [number, number];
  return low <= high ? [low, high] : undefined;
}

/** The client's budget as a price range: a bound left open (0) takes the other's value. */
function budgetRangeOf({ budgetMin, budgetMax }: { budgetMin: number; budgetMax: number }): [number, number] {
  const low = budgetMin > 0 ? budgetMin : budgetMax;
  return [low, budgetMax > 0 ? Math.max(budgetMax, low) : low];
}

/** Sessions and their length from the quoted hours: up to six hours a sitting, in half hours. */
function sessionsOf(hours: number | null): { sessions: number; sessionHours: number } {
  if (hours === null || !(hours > 0)) return { sessions: 1, sessionHours: DEFAULT_SESSION_HOURS };
  return {
    sessions: Math.min(MAX_SESSIONS, Math.max(1, Math.ceil(hours / LONGEST_SESSION_HOURS))),
    sessionHours: Math.max(0.5, Math.round(Math.min(hours, LONGEST_SESSION_HOURS) * 2) / 2),
  };
}

/**
 * 'Send an offer' as it opens, from the quote: an artist inquiry's estimated range (else the client's budget), its
 * hours split into sittings and its deposit; a studio inquiry's budget, no deposit. No time is picked yet; the
 * location is the one the last offer named, as it rarely changes.
 */
export function offerDefaults(subject: OfferSubject, lastLocation = ''): OfferValues {
  const quoted = subject.kind === 'artist' ? rangeOf(subject.inquiry.aiEstimateRange) : undefined;
  const [priceLow, priceHigh] = quoted ?? budgetRangeOf(subject.inquiry);
  const hours = subject.kind === 'artist' ? subject.inquiry.aiEstimatedHours : null;
  const deposit = subject.kind === 'artist' ? Math.min(subject.inquiry.aiDeposit ?? 0, priceLow) : 0;
  return {
    priceLow,
    priceHigh,
    ...sessionsOf(hours),
    deposit,
    depositDueHours: DEFAULT_DEPOSIT_DUE_HOURS,
    slots: [emptySlot()],
    location: lastLocation,
    note: '',
    artistId: '',
  };
}
