import type { NotificationsContext } from '../context';
import { adoptNotifications, deleteNotificationsOf } from '../notifications/notification.repository';
import { deleteAccount, upsertAccount } from './account.repository';

// Notifications learns where people are from auth's events (DESIGN §4): every account's address, role and
// profiles, kept in `accounts`. Nothing here can fail for want of data, so auth's events never wait.

export const registerAccountConsumers = (context: NotificationsContext) =>
  context.consume({
    durable: 'notifications-accounts',
    subjects: ['auth.user.created', 'auth.user.updated', 'auth.user.deleted'],
    async handle(trx, event) {
      if (event.subject === 'auth.user.deleted') {
        await deleteAccount(trx, event.data.id);
        // Nobody can read them any more.
        await deleteNotificationsOf(trx, event.data.id);
        return;
      }
      const { id, email, role, artistId, studioId, emailVerified } = event.data;
      const address = email.trim().toLowerCase();
      await upsertAccount(trx, {
        id,
        email: address,
        role,
        artist_id: artistId,
        studio_id: studioId,
        email_verified: emailVerified,
      });
      // What reached this address before it had an account (a client's receipts) joins the bell once the
      // account has proved it owns the address: an unverified one could be someone else's claim to it.
      if (emailVerified) await adoptNotifications(trx, id, address);
    },
  });
