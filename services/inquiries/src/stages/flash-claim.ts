import type { TypedEvent } from '@inkbook/contracts/events';
import { enqueueEvent } from '@inkbook/service-kit';
import type { InquiriesTrx } from '../db';

type BookingEvent = TypedEvent<'bookings.booking.created' | 'bookings.booking.updated'>;

/**
 * A confirmed booking (its deposit received) for an inquiry that booked a one-off flash piece claims the piece
 * (issue 26 item 3): marked here at once, so a later `flashBooking` on it is a 409, and published once for catalog
 * to show 'Claimed'. A piece already claimed (a redelivery, a second booking) publishes nothing.
 */
export async function claimFlash(trx: InquiriesTrx, event: BookingEvent): Promise<void> {
  if (event.data.inquiryKind !== 'artist' || event.data.status !== 'confirmed') return;
  const inquiry = await trx
    .selectFrom('artist_inquiries')
    .select(['id', 'artist_id', 'flash_booking'])
    .where('id', '=', event.data.inquiryId)
    .executeTakeFirst();
  const url = inquiry?.flash_booking;
  if (!inquiry || !url) return;
  const artist = await trx
    .selectFrom('approved_artists')
    .select('flash')
    .where('id', '=', inquiry.artist_id)
    .forUpdate()
    .executeTakeFirst();
  const piece = artist?.flash[url];
  if (!artist || !piece || piece.repeatable || piece.claimed) return;
  await trx
    .updateTable('approved_artists')
    .set({ flash: JSON.stringify({ ...artist.flash, [url]: { ...piece, claimed: true } }) })
    .where('id', '=', inquiry.artist_id)
    .execute();
  await enqueueEvent(trx, 'inquiries.flash.claimed', {
    artistId: inquiry.artist_id,
    url,
    inquiryId: inquiry.id,
    bookingId: event.data.id,
  });
}
