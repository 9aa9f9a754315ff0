import type { Offer } from '@inkbook/contracts/booking';
import type { OfferRow } from './offer.table';

/** An offer as the API answers it (issue 23 item 4). */
export const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  inquiryId: row.inquiry_id,
  inquiryKind: row.inquiry_kind,
  status: row.status,
  artistId: row.artist_id,
  studioId: row.studio_id,
  recipientName: row.recipient_name,
  priceLow: row.price_low,
  priceHigh: row.price_high,
  sessions: row.sessions,
  sessionHours: row.session_hours,
  deposit: row.deposit,
  depositDueHours: row.deposit_due_hours,
  slots: row.slots.map((slot) => new Date(slot).toISOString()),
  location: row.location,
  note: row.note,
  timeZone: row.time_zone,
  policy: row.policy,
  declineReason: row.decline_reason,
  bookingId: row.booking_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});
