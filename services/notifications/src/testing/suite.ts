import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@inkbook/contracts/identity';
import { type ServiceTestOptions, testedService, useService } from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import { readNotificationsConfig } from '../config';
import type { NotificationsDatabase } from '../db';
import type { NotificationRow } from '../notifications/notification.table';
import type { Mailer, QueuedEmail } from '../ports';
import type { NotificationsTest } from './factories';

/** Where links in these tests point. */
export const PUBLIC_URL = 'https://inkbook.test';

/** What the service queued for sending (the mail module's own tests cover rendering and delivery). */
export interface RecordingMailer extends Mailer {
  sent: QueuedEmail[];
}
const recordingMailer = (): RecordingMailer => {
  const sent: QueuedEmail[] = [];
  return {
    sent,
    async queue(_trx, email) {
      sent.push(email);
    },
  };
};

export interface NotificationsSuite extends NotificationsTest {
  mailer: RecordingMailer;
  /** A new account of `role`, as auth's `auth.user.created` tells it, and that person signed in. */
  account(role: Role, links?: { artistId?: string; studioId?: string; email?: string }): Promise<SessionUser>;
  /** The notifications an event caused, with the email queued for each (undefined when none was). */
  told(eventId: string): Promise<{ row: NotificationRow; email: QueuedEmail | undefined }[]>;
}
/** The notifications service for one test file (see useService), its email recorded instead of sent. */
export function useNotifications(options: ServiceTestOptions = {}): NotificationsSuite {
  const mailer = recordingMailer();
  const service = testedService<NotificationsDatabase>('notifications', (env, options) =>
    buildApp(readNotificationsConfig({ PUBLIC_URL, ...env }), { ...options, mailer }),
  );
  const suite: NotificationsSuite = Object.assign(useService(service, options), {
    mailer,
    async account(role: Role, links: { artistId?: string; studioId?: string; email?: string } = {}) {
      const id = randomUUID();
      const user: SessionUser = {
        id,
        email: links.email ?? `${role}.${id.slice(0, 8)}@users.test`,
        role,
        artistId: links.artistId ?? null,
        studioId: links.studioId ?? null,
      };
      await suite.publish('auth.user.created', { ...user, emailVerified: false });
      return user;
    },
    async told(eventId: string) {
      const rows = await suite.db
        .selectFrom('notifications')
        .selectAll()
        .where('key', '=', eventId)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({ row, email: mailer.sent.find((e) => e.notificationId === row.id) }));
    },
  });
  return suite;
}
