import { randomUUID } from 'node:crypto';
import { explainSelects, indexesOf, inRolledBackTransaction, seqScansOf } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import type { NotificationsDb } from '../db';
import { seedNotifications } from '../testing/seed-at-scale';
import { useNotifications } from '../testing/suite';
import { listNotifications, unreadCount } from './notification.repository';

// Issue 27 item 3: the bell's reads (GET /api/notifications: the latest 21, one more than the panel's 20, and the
// unread count) keep to their indexes among a hundred other people's notifications.

const t = useNotifications();

describe('the bell at 20,000 notifications', () => {
  it('reads one person’s latest and unread count on indexes, never the table whole', async () => {
    const user = { id: randomUUID(), email: 'bell@users.test' };
    await inRolledBackTransaction(t.db, async (trx) => {
      await seedNotifications(trx, { user, own: 300, others: 20_000 });
      const reads = (db: NotificationsDb) =>
        Promise.all([
          listNotifications(db, user.id, 21),
          listNotifications(db, user.id, 21, 1_000_000),
          unreadCount(db, user.id),
        ]);
      const [latest, before, unread] = await reads(trx);
      expect(latest).toHaveLength(21);
      expect(before).toHaveLength(21);
      expect(unread).toBe(100);
      const plans = await explainSelects(trx, reads);
      expect(plans).toHaveLength(3);
      expect(seqScansOf(plans, ['notifications'])).toEqual([]);
      expect(indexesOf(plans)).toEqual(['notifications_of_user', 'notifications_unread']);
    });
  }, 120_000);
});
