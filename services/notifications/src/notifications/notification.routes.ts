import { notificationRoutes } from '@inkbook/contracts/notification-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import * as notifications from './notification.service';

/** The bell: every signed-in person reads and marks their own notifications, and no one else's. */
export function registerNotificationRoutes(app: ServiceApp, context: NotificationsContext): void {
  registerRoute(app, notificationRoutes.list, async (request) =>
    notifications.listNotifications(context.db, requireUser(request), request.query),
  );

  registerRoute(app, notificationRoutes.markRead, async (request) =>
    notifications.markRead(context.db, requireUser(request), request.body),
  );
}
