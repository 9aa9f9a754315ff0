import { z } from 'zod';
import { timestampSchema, uuidSchema } from './fields';
import { type NotificationCategory, notificationCategories } from './notification-categories';

export type { NotificationCategory } from './notification-categories';
export { categoriesForRole, notificationCategories } from './notification-categories';

export const notificationCategorySchema = z.enum(notificationCategories);

/** One item of the bell and of `/notifications`; `link` is a path of the web app. */
export const notificationSchema = z.object({
  id: uuidSchema,
  category: notificationCategorySchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?limit=&before= (newest first; `before` is the `nextCursor` of the page before). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().max(200).optional(),
});
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: some of one's own items, or all of them. */
export const markReadBodySchema = z.union([
  z.strictObject({ ids: z.array(z.string().max(100)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

/** Email preferences, one switch per category; all on for a new account. */
export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(notificationCategories.map((c) => [c, z.boolean()])) as Record<
    NotificationCategory,
    z.ZodBoolean
  >,
);
export const preferencesSchema = z.object({ email: emailPreferencesSchema });
export type Preferences = z.infer<typeof preferencesSchema>;
/** PUT /api/notifications/preferences: the same shape, partial; unknown categories are refused. */
export const preferencesUpdateSchema = z.strictObject({ email: emailPreferencesSchema.partial() });

/** POST /api/notifications/unsubscribe (and what GET …/unsubscribe?token= describes). */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(1000) });
export const unsubscribeQuerySchema = unsubscribeBodySchema;
export const unsubscribeAnswerSchema = z.object({
  category: notificationCategorySchema,
  /** The address whose email stops, masked (`j•••@example.com`): the page names it without exposing it. */
  email: z.string(),
});

/** The admin's mailbox: every email, whole when the embedded mailbox keeps it, metadata only over SMTP. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export const mailboxQuerySchema = z.object({
  status: mailStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.string().max(200).optional(),
});
export const mailSummarySchema = z.object({
  id: uuidSchema,
  to: z.string(),
  subject: z.string(),
  category: notificationCategorySchema.nullable(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export const mailboxSchema = z.object({
  /** `embedded` keeps whole messages; `smtp` keeps metadata only. */
  delivery: z.enum(['embedded', 'smtp']),
  messages: z.array(mailSummarySchema),
  nextCursor: z.string().nullable(),
});
export const mailMessageSchema = mailSummarySchema.extend({
  from: z.string(),
  /** Null once sent over SMTP (only metadata is kept). */
  html: z.string().nullable(),
  text: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  /** The files sent with it (a booking confirmation's .ics), by name; null once sent over SMTP, like its parts. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })).nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** `notifications.notification.created`: reaches only its owner's open pages over /api/events. */
export const notificationCreatedSchema = notificationSchema.extend({ userId: uuidSchema });
