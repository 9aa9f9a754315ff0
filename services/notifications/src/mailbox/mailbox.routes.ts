import { isUuid } from '@inkbook/contracts/fields';
import { notificationRoutes } from '@inkbook/contracts/notification-routes';
import { notFound, registerRoute, requireRole, type ServiceApp } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import { findMailMessage, listMailMessages } from '../mail/mail.repository';
import type { MailMessageRow } from '../mail/mail.table';
import { decodeCursor, encodeCursor } from './mailbox-cursor';

type MailSummaryRow = Omit<
  MailMessageRow,
  'notification_id' | 'from' | 'html' | 'text' | 'headers' | 'attachments'
>;

const toSummary = (row: MailSummaryRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  category: row.category,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** The admins' mailbox: every email, whole in the embedded mailbox, metadata only once an SMTP server took it. */
export function registerMailboxRoutes(app: ServiceApp, { db, settings }: NotificationsContext): void {
  app.register(async (admin: ServiceApp) => {
    // 401 signed out, 403 any other role; before validation so nothing leaks to non-admins.
    admin.addHook('preValidation', async (request) => {
      requireRole(request, 'admin');
    });

    registerRoute(admin, notificationRoutes.mailbox, async (request) => {
      const { status, limit, before } = request.query;
      const rows = await listMailMessages(db, {
        status,
        limit,
        before: before ? decodeCursor(before) : undefined,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        delivery: settings.SMTP_URL ? 'smtp' : 'embedded',
        messages: page.map(toSummary),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      } as const;
    });

    registerRoute(admin, notificationRoutes.mailboxMessage, async (request) => {
      const message = isUuid(request.params.id) ? await findMailMessage(db, request.params.id) : undefined;
      if (!message) throw notFound('No such email');
      return {
        ...toSummary(message),
        from: message.from,
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments:
          message.attachments?.map(({ filename, contentType }) => ({ filename, contentType })) ?? null,
      };
    });
  });
}
