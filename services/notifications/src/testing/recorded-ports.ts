import { testedService } from '@inkbook/service-kit/testing';
import { buildApp, type NotificationsPorts } from '../app';
import { readNotificationsConfig } from '../config';
import type { NotificationsDatabase } from '../db';
import type { NotificationDraft, Recipient } from '../ports';

export interface Told {
  key: string;
  recipient: Recipient;
  draft: NotificationDraft;
}

/**
 * Ports that record what the service would tell (every call, in order, in `told`), for the modules that decide
 * what is told; each inbox's account is `<kind>-<ownerId>@example.com`, its user id the owner's id.
 */
export function recordedPorts(): NotificationsPorts & { told: Told[] } {
  const told: Told[] = [];
  return {
    told,
    notify: async (_trx, key, recipient, draft) => {
      told.push({ key, recipient, draft });
      return true;
    },
    recipientFor: async (_trx, { kind, ownerId }) => ({
      userId: ownerId,
      email: `${kind}-${ownerId}@example.com`,
      role: kind,
    }),
  };
}

/** The service with `ports` in place of its own (every instance a test boots shares them). */
export const serviceWithPorts = (ports: NotificationsPorts) =>
  testedService<NotificationsDatabase>('notifications', (env, options) =>
    buildApp(readNotificationsConfig(env), { ...options, ports }),
  );
