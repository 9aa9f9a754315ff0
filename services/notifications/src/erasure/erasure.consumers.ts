import { forgetPublishedEvents } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import { anonymiseNames, eraseAddress } from './erasure.repository';

/**
 * Issue 27 item 5: a deleted account's address leaves notifications (auth's event; the account and its bell go in
 * account.consumers.ts), and the names inquiries erased leave the texts written about them (inquiries' event).
 */
export async function registerErasureConsumers(context: NotificationsContext) {
  await context.consume({
    durable: 'notifications-erasure',
    subjects: ['auth.user.deleted', 'inquiries.client.erased'],
    async handle(trx, event) {
      if (event.subject === 'auth.user.deleted') {
        if (!event.data.erase) return;
        const email = event.data.email.trim().toLowerCase();
        await eraseAddress(trx, event.data.id, email);
        await forgetPublishedEvents(trx, [event.data.id, email]);
        return;
      }
      const { names, inquiryIds, userId, email } = event.data;
      await anonymiseNames(trx, names, inquiryIds);
      await forgetPublishedEvents(trx, [userId, email, ...inquiryIds]);
    },
  });
}
