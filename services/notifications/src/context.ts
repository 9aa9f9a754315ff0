import type { ServiceContext } from '@inkbook/service-kit';
import type { NotificationsConfig } from './config';
import type { NotificationsDatabase } from './db';

/** What every notifications module is registered with. */
export type NotificationsContext = ServiceContext<NotificationsDatabase> & { settings: NotificationsConfig };
