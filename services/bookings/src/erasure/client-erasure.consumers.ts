import { DELETED_CLIENT } from '@inkbook/contracts/auth';
import { forgetPublishedEvents } from '@inkbook/service-kit';
import { sql } from 'kysely';
import type { ConsentRetention } from '../consent/consent-retention';
import type { BookingsContext } from '../context';
import type { BookingsTrx } from '../db';

/**
 * The client's inquiries and bookings read 'Deleted client' with no address or account (their amounts, sessions and
 * history stay: the artist's records); their unpublished healed photos go. The ids of their bookings.
 */
async function anonymiseClient(trx: BookingsTrx, userId: string, email: string) {
  const theirs = sql`client_user_id = ${userId} or lower(trim(client_email)) = ${email}`;
  await sql`update inquiries set client_name = ${DELETED_CLIENT}, client_email = '', client_user_id = null
    where ${theirs}`.execute(trx);
  const { rows } = await sql<{ id: string }>`update bookings
    set client_name = ${DELETED_CLIENT}, client_email = '', client_user_id = null where ${theirs}
    returning id`.execute(trx);
  return rows.map((row) => row.id);
}

/**
 * Issue 27 item 5: a client deleted their account. Bookings anonymises them, erases their unpublished healed
 * photos, seals their signed consent forms for the retention job, and forgets the events that named them.
 */
export async function registerClientErasureConsumers(context: BookingsContext, retention: ConsentRetention) {
  await context.consume({
    durable: 'bookings-client-erasure',
    subjects: ['auth.user.deleted', 'inquiries.client.erased'],
    async handle(trx, event) {
      if (event.subject === 'inquiries.client.erased') {
        // Inquiries' own event (published after auth's): it names what this log may still hold.
        await forgetPublishedEvents(trx, [event.data.userId, event.data.email, ...event.data.inquiryIds]);
        return;
      }
      if (!event.data.erase) return;
      const email = event.data.email.trim().toLowerCase();
      const bookingIds = await anonymiseClient(trx, event.data.id, email);
      if (bookingIds.length > 0) {
        const photos = await trx
          .deleteFrom('healed_photos')
          .where('booking_id', 'in', bookingIds)
          .where('published_at', 'is', null)
          .returning('hash')
          .execute();
        await context.healedPhotos.store.forget(
          trx,
          photos.map((photo) => photo.hash),
        );
        await retention.seal(trx, bookingIds);
      }
      await forgetPublishedEvents(trx, [event.data.id, email, ...bookingIds]);
    },
  });
}
