import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { registerAccountLinkConsumers } from './account-links/account-link.consumers';
import { registerAccountConsumers } from './accounts/account.consumers';
import { ownerOfInbox } from './accounts/account.repository';
import type { NotificationsConfig } from './config';
import type { NotificationsContext } from './context';
import { registerNotificationExport } from './data-export/export-part';
import type { NotificationsDatabase } from './db';
import { registerErasureConsumers } from './erasure/erasure.consumers';
import { startMail } from './mail/mail';
import { registerMailboxRoutes } from './mailbox/mailbox.routes';
import { migrations } from './migrations';
import { registerNotificationConsumers } from './notifications/notification.consumers';
import { registerNotificationRoutes } from './notifications/notification.routes';
import { createNotify } from './notifications/notify';
import { type RecipientFor, registerNudges } from './nudges/nudge.scheduler';
import type { Mailer, Notify } from './ports';
import { registerPreferenceRoutes } from './preferences/preference.routes';
import { unsubscribeToken } from './preferences/unsubscribe-token';
import { registerReminders } from './reminders/reminder.scheduler';

/** How the service tells a person and finds an inbox's account (its own modules; tests may record instead). */
export interface NotificationsPorts {
  notify: Notify;
  recipientFor: RecipientFor;
}

export interface NotificationsOptions extends ServiceOptions {
  /** Where emails are queued; tests pass one that records them. */
  mailer?: Mailer;
  /** Tests of the modules that decide what is told record it here instead of telling anyone. */
  ports?: NotificationsPorts;
}

/**
 * The notifications service (DESIGN §1, §5 Mail): consumes the other services' events, decides who must hear about
 * each, records one notification per (event, recipient), shows them in the bell and sends them by email.
 */
export function buildApp(config: NotificationsConfig, options: NotificationsOptions = {}) {
  return createServiceApp<NotificationsDatabase>(
    {
      name: 'notifications',
      migrations,
      async register(app, serviceContext) {
        const context: NotificationsContext = { ...serviceContext, settings: config };
        registerMailboxRoutes(app, context);
        const mailer =
          options.mailer ??
          (await startMail(app, context, (email, category) =>
            unsubscribeToken(config.INTERNAL_SECRET, email, category),
          ));
        const notify =
          options.ports?.notify ??
          createNotify(mailer, app.log, {
            messageEmailIntervalSeconds: config.MESSAGE_EMAIL_INTERVAL_SECONDS,
          });
        const recipientFor = options.ports?.recipientFor ?? ownerOfInbox;
        registerNotificationRoutes(app, context);
        registerNotificationExport(app, context);
        await registerPreferenceRoutes(app, context);
        await registerAccountConsumers(context);
        await registerErasureConsumers(context);
        await registerAccountLinkConsumers(context, mailer, app.log);
        await registerNotificationConsumers(context, notify, app.log);
        await registerNudges(context, { notify, recipientFor, logger: app.log });
        await registerReminders(context, { notify, recipientFor, logger: app.log });
      },
    },
    config,
    options,
  );
}
