import type { NotificationCategory } from '@inkbook/contracts/notification';
import { notificationEndpoints } from '@inkbook/contracts/notification-endpoints';
import { render, toPlainText } from '@react-email/render';
import type { EmailContent } from '../ports';
import { EmailLayout } from './email-layout';

export interface RenderedEmail {
  html: string;
  text: string;
  /** Extra headers: RFC 8058's pair for every email with a category, none for account emails. */
  headers: Record<string, string>;
}

export interface RenderOptions {
  content: EmailContent;
  category: NotificationCategory | null;
  /** PUBLIC_URL: every link of the email is absolute under it. */
  publicUrl: string;
  /** The signed unsubscribe token for this address and category (null for account emails). */
  unsubscribeToken: string | null;
}

/** `path` (with its query) under PUBLIC_URL, keeping a path PUBLIC_URL may have (`https://host/inkbook`). */
const under = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** A link of the content as an absolute URL: a path is taken under PUBLIC_URL, an absolute URL kept as it is. */
const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : under(publicUrl, url);

/** The email's HTML and plain-text parts from one layout, and its headers. */
export async function renderEmail({ content, category, publicUrl, unsubscribeToken }: RenderOptions) {
  const token = category ? unsubscribeToken : null;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const resolved: EmailContent = {
    ...content,
    action: content.action && { ...content.action, url: absolute(publicUrl, content.action.url) },
    links: content.links?.map((link) => ({ ...link, url: absolute(publicUrl, link.url) })),
  };
  const html = await render(
    <EmailLayout
      content={resolved}
      category={category}
      preferencesUrl={under(publicUrl, '/settings/notifications')}
      unsubscribeUrl={token ? under(publicUrl, `/unsubscribe${query}`) : null}
    />,
  );
  const headers: Record<string, string> = token
    ? {
        'List-Unsubscribe': `<${under(publicUrl, `${notificationEndpoints.oneClickUnsubscribe.path}${query}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { html, text: toPlainText(html), headers } satisfies RenderedEmail;
}
