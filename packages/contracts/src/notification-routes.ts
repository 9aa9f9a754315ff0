import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import {
  mailboxQuerySchema,
  mailboxSchema,
  mailMessageSchema,
  markReadBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  unreadCountSchema,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from './notification';
import { notificationEndpoints } from './notification-endpoints';
import { defineRoute } from './route';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const notificationRoutes = {
  list: defineRoute({
    ...notificationEndpoints.list,
    summary: "The signed-in person's notifications, newest first, with the unread count",
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema, ...errors },
  }),
  markRead: defineRoute({
    ...notificationEndpoints.markRead,
    summary: 'Marks some of one’s own notifications, or all of them, as read',
    body: markReadBodySchema,
    response: { 200: unreadCountSchema, ...errors },
  }),
  preferences: defineRoute({
    ...notificationEndpoints.preferences,
    summary: 'Which emails the signed-in person receives, per category',
    response: { 200: preferencesSchema, ...errors },
  }),
  updatePreferences: defineRoute({
    ...notificationEndpoints.updatePreferences,
    summary: 'Turns email categories on or off (partial)',
    body: preferencesUpdateSchema,
    response: { 200: preferencesSchema, ...errors },
  }),
  describeUnsubscribe: defineRoute({
    ...notificationEndpoints.describeUnsubscribe,
    summary: 'What an unsubscribe token would turn off',
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeAnswerSchema, ...errors },
  }),
  unsubscribe: defineRoute({
    ...notificationEndpoints.unsubscribe,
    summary: 'Turns one email category off with the signed token from an email (no session)',
    body: unsubscribeBodySchema,
    response: { 200: unsubscribeAnswerSchema, ...errors },
  }),
  oneClickUnsubscribe: defineRoute({
    ...notificationEndpoints.oneClickUnsubscribe,
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe=One-Click), token in the query',
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeAnswerSchema, ...errors },
  }),
  mailbox: defineRoute({
    ...notificationEndpoints.mailbox,
    summary: 'Admins: every email sent or queued, newest first, filterable by status',
    querystring: mailboxQuerySchema,
    response: { 200: mailboxSchema, ...errors },
  }),
  mailboxMessage: defineRoute({
    ...notificationEndpoints.mailboxMessage,
    summary: 'Admins: one email, whole when the embedded mailbox keeps it',
    params: idParamsSchema,
    response: { 200: mailMessageSchema, ...errors },
  }),
} as const;

export type NotificationRoutes = typeof notificationRoutes;
