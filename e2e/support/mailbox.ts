import { type APIRequestContext, expect } from '@playwright/test';

// The embedded mailbox as an admin reads it (GET /api/notifications/mailbox): journeys find the emails the stack
// sent there, since `npm start` without SMTP_URL keeps every email whole.

interface MailSummary {
  id: string;
  to: string;
  subject: string;
}
export interface MailLink {
  id: string;
  subject: string;
  /** The absolute link of the email that matched. */
  link: string;
}

/**
 * The newest email to `email` whose plain text holds a link matching `pattern`. Other journeys mail too, and sending
 * happens a moment after the request, so it is looked for until it arrives.
 */
export async function mailLinkTo(
  admin: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<MailLink> {
  let found: MailLink | undefined;
  await expect(async () => {
    const list = await admin.get('/api/notifications/mailbox', { params: { limit: 100 } });
    expect(list.status(), await list.text()).toBe(200);
    const { messages } = (await list.json()) as { messages: MailSummary[] };
    for (const mail of messages.filter((one) => one.to.toLowerCase().includes(email.toLowerCase()))) {
      const res = await admin.get(`/api/notifications/mailbox/${mail.id}`);
      const { text } = (await res.json()) as { text: string | null };
      const link = pattern.exec(text ?? '')?.[0];
      if (link) {
        found = { id: mail.id, subject: mail.subject, link };
        return;
      }
    }
    throw new Error(`no email to ${email} with a link like ${pattern} yet`);
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
  if (!found) throw new Error(`no email to ${email}`);
  return found;
}

/** Where a link of an email leads on this stack: its path and query. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
