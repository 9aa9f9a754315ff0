import type { SessionUser } from '@inkbook/contracts/identity';
import type { NotificationList } from '@inkbook/contracts/notification';
import { badRequest } from '@inkbook/service-kit';
import { z } from 'zod';
import type { NotificationsDb } from '../db';
import { toNotification } from './notification.mapper';
import * as repo from './notification.repository';

export const INVALID_CURSOR = 'before must be the nextCursor of an earlier page';

/** A page's cursor is the position of its last item (opaque to callers). */
const cursorOf = (seq: number) => String(seq);
function positionOf(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const seq = /^[1-9]\d{0,15}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(seq)) throw badRequest(INVALID_CURSOR, { before: INVALID_CURSOR });
  return seq;
}

/** GET /api/notifications: one's own, newest first. */
export async function listNotifications(
  db: NotificationsDb,
  user: SessionUser,
  query: { limit: number; before?: string | undefined },
): Promise<NotificationList> {
  // One more than asked tells whether another page follows.
  const rows = await repo.listNotifications(db, user.id, query.limit + 1, positionOf(query.before));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(toNotification),
    unreadCount: await repo.unreadCount(db, user.id),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.seq) : null,
  };
}

const uuid = z.uuid();

/** POST /api/notifications/read: ids that are not UUIDs, or not one's own, are ignored. */
export async function markRead(
  db: NotificationsDb,
  user: SessionUser,
  body: { ids: string[] } | { all: true },
): Promise<{ unreadCount: number }> {
  const ids = 'all' in body ? 'all' : body.ids.filter((id) => uuid.safeParse(id).success);
  await repo.markRead(db, user.id, ids);
  return { unreadCount: await repo.unreadCount(db, user.id) };
}
