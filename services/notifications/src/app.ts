import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import type { NotificationsConfig } from './config';
import type { NotificationsDatabase } from './db';
import { migrations } from './migrations';
import { type RecipientFor, registerNudges } from './nudges/nudge.scheduler';
import type { Notify } from './ports';

/** How the service tells a person and finds an inbox's account (its own modules; tests may record instead). */
export interface NotificationsPorts {
  notify: Notify;
  recipientFor: RecipientFor;
}

/**
 * The notifications service (DESIGN §1, §5 Mail): consumes the other services' events, decides who must hear about
 * each, records one notification per (event, recipient), shows them in the bell and sends them by email.
 */
export function buildApp(
  config: NotificationsConfig,
  options: ServiceOptions = {},
  ports?: NotificationsPorts,
) {
  return createServiceApp<NotificationsDatabase>(
    {
      name: 'notifications',
      migrations,
      async register(app, context) {
        const notifications = { ...context, settings: config };
        if (ports) await registerNudges(notifications, { ...ports, logger: app.log });
      },
    },
    config,
    options,
  );
}
