import { CONSENT_DUE_HOURS_BEFORE, consentStatusOf } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { toHealedPhoto } from '../healed-photos/healed-photo.mapper';
import type { HealedPhotoRow } from '../healed-photos/healed-photo.table';
import type { BookingHistoryRow, BookingRow, BookingSessionRow } from './booking.table';

// Timestamps are read as ISO strings (service-kit's type parser), whatever the table types say: normalise either.
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** What issue 24 adds to a booking's read: when its consent form was signed (null: not yet), its healed photos. */
export interface Aftercare {
  signedAt: string | null;
  photos: readonly HealedPhotoRow[];
}

/** 24 hours before session 1, or null while it has no time. */
export const consentDueAt = (sessions: readonly BookingSessionRow[]) => {
  const first = sessions.find((s) => s.n === 1)?.start_at;
  return first ? new Date(Date.parse(first) - CONSENT_DUE_HOURS_BEFORE * 3_600_000).toISOString() : null;
};

/** A booking as the API answers it (issues 23 and 24), from its row, sessions, history, consent and photos. */
export function toBooking(
  row: BookingRow,
  sessions: readonly BookingSessionRow[],
  history: readonly BookingHistoryRow[],
  aftercare: Aftercare,
): Booking {
  return {
    id: row.id,
    inquiryId: row.inquiry_id,
    inquiryKind: row.inquiry_kind,
    offerId: row.offer_id,
    status: row.status,
    artistId: row.artist_id,
    studioId: row.studio_id,
    recipientName: row.recipient_name,
    clientName: row.client_name,
    concept: row.concept,
    priceLow: row.price_low,
    priceHigh: row.price_high,
    deposit: {
      amount: row.deposit_amount,
      status: row.deposit_status,
      dueAt: isoOrNull(row.deposit_due_at),
      provider: row.deposit_provider,
      instructions: row.deposit_instructions,
      method: row.deposit_method,
    },
    sessions: [...sessions]
      .sort((a, b) => a.n - b.n)
      .map((s) => ({ n: s.n, start: isoOrNull(s.start_at), end: isoOrNull(s.end_at), status: s.status })),
    policy: row.policy,
    location: row.location,
    timeZone: row.time_zone,
    history: [...history]
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((h) => ({ at: iso(h.at), by: h.by, what: h.what })),
    consent: {
      status: consentStatusOf(row.status, aftercare.signedAt !== null),
      dueAt: consentDueAt(sessions),
      signedAt: isoOrNull(aftercare.signedAt),
    },
    healedPhotos: aftercare.photos.map((photo) => toHealedPhoto(row.id, photo)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
