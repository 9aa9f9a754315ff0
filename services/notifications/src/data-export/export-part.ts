import { jsonFile, registerExportPart, type ServiceApp } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import { toNotification } from '../notifications/notification.mapper';
import { allNotificationsOf } from '../notifications/notification.repository';
import { preferencesOf } from '../preferences/preference.service';

/** notifications' part of a data export: the caller's bell, every item of it, and their email preferences. */
export function registerNotificationExport(app: ServiceApp, { db }: NotificationsContext): void {
  registerExportPart(app, async (user) => {
    const [notifications, preferences] = await Promise.all([
      allNotificationsOf(db, user.id),
      preferencesOf(db, user),
    ]);
    return [
      jsonFile('notifications.json', notifications.map(toNotification)),
      jsonFile('preferences.json', preferences),
    ];
  });
}
