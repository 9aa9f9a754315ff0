import { type ServiceTest, testedService } from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import { readNotificationsConfig } from '../config';
import type { NotificationsDatabase } from '../db';

/** The notifications service under test: other services reach it as their events (`publish`). */
export const notificationsService = testedService<NotificationsDatabase>('notifications', (env, options) =>
  buildApp(readNotificationsConfig(env), options),
);
export type NotificationsTest = ServiceTest<NotificationsDatabase>;
export type { NotificationsDatabase } from '../db';
export { messageIdOf } from '../mail/smtp-sender';
export { queuedMail, sampleContent } from './queued-mail';
export { type SeededNotifications, seedNotifications } from './seed-at-scale';
export { type SmtpSink, startSmtpSink } from './smtp-sink';
