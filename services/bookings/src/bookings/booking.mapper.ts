import type { Booking } from '@inkbook/contracts/booking';
import type { BookingHistoryRow, BookingRow, BookingSessionRow } from './booking.table';

// Timestamps are read as ISO strings (service-kit's type parser), whatever the table types say: normalise either.
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A booking as the API answers it (issue 23 item 5), from its row, its sessions and its history. */
export function toBooking(
  row: BookingRow,
  sessions: readonly BookingSessionRow[],
  history: readonly BookingHistoryRow[],
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
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
