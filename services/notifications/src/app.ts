import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import type { NotificationsConfig } from './config';
import type { NotificationsDatabase } from './db';
import { migrations } from './migrations';

/**
 * The notifications service (DESIGN §1, §5 Mail): consumes the other services' events, decides who must hear about
 * each, records one notification per (event, recipient), shows them in the bell and sends them by email.
 */
export function buildApp(config: NotificationsConfig, options: ServiceOptions = {}) {
  return createServiceApp<NotificationsDatabase>(
    {
      name: 'notifications',
      migrations,
      async register(_app, _context) {},
    },
    config,
    options,
  );
}
