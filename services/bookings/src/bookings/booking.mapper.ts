import type { Booking } from '@inkbook/contracts/booking';
import type { BookingHistoryRow, BookingRow, BookingSessionRow } from './booking.table';

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
      dueAt: row.deposit_due_at,
      provider: row.deposit_provider,
      instructions: row.deposit_instructions,
      method: row.deposit_method,
    },
    sessions: [...sessions]
      .sort((a, b) => a.n - b.n)
      .map((s) => ({ n: s.n, start: s.start_at, end: s.end_at, status: s.status })),
    policy: row.policy,
    location: row.location,
    timeZone: row.time_zone,
    history: [...history]
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((h) => ({ at: h.at, by: h.by, what: h.what })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
