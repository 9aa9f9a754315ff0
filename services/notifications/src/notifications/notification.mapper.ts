import type { Notification } from '@inkbook/contracts/notification';
import type { NotificationRow } from './notification.table';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  category: row.category,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.created_at,
  readAt: row.read_at,
});
