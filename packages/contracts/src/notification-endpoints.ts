import { endpoint } from './route';

/** The bell, preferences and unsubscribe (their schemas: `notificationRoutes`). */
export const notificationEndpoints = {
  list: endpoint('GET', '/api/notifications'),
  markRead: endpoint('POST', '/api/notifications/read'),
  preferences: endpoint('GET', '/api/notifications/preferences'),
  updatePreferences: endpoint('PUT', '/api/notifications/preferences'),
  /** `{ token }` from the `/unsubscribe` page, without a session. */
  unsubscribe: endpoint('POST', '/api/notifications/unsubscribe'),
  /** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL (`?token=`). */
  oneClickUnsubscribe: endpoint('POST', '/api/notifications/unsubscribe/one-click'),
  /** What a token would turn off, for the `/unsubscribe` page to name it before the click. */
  describeUnsubscribe: endpoint('GET', '/api/notifications/unsubscribe'),
  /** Admins: every email (the embedded mailbox's whole messages, or the SMTP log's metadata). */
  mailbox: endpoint('GET', '/api/notifications/mailbox'),
  mailboxMessage: endpoint('GET', '/api/notifications/mailbox/:id'),
} as const;
