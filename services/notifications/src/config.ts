import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const OFFSETS_MESSAGE =
  'REMINDER_OFFSETS_HOURS must be hours before a session, above 0 and at most 720, separated by commas (e.g. 48,2)';

/** `"48,2"` → `[48, 2]`: each offset once, the earliest reminder first. */
const reminderOffsetsHours = z
  .string()
  .default('48,2')
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim());
    const hours = parts.map(Number);
    if (parts.some((part) => part === '') || hours.some((h) => !Number.isFinite(h) || h <= 0 || h > 720)) {
      ctx.addIssue({ code: 'custom', message: OFFSETS_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(hours)].sort((a, b) => b - a);
  });

export const notificationsConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().default(4006),
  /** Where people open Inkbook: every link in an email is absolute under it (standalone: the URL it prints). */
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
    .default('http://localhost:8080'),
  /** `smtp://user:pass@host:port` or `smtps://…`; unset, mail goes into the embedded mailbox (/admin/mailbox). */
  // Empty counts as unset: compose passes `${SMTP_URL:-}` through when nobody set it.
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Inkbook <hello@inkbook.local>'),
  /** Tries per email before it is marked failed (the first retry comes within 30 s, then the wait grows). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** The wait before the first retry (seconds, fractions allowed for tests); it doubles for each retry after. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().positive().max(3600).default(20),
  /** An inquiry still New this long after it arrived gets one reminder to its recipient (seconds). */
  INQUIRY_NUDGE_AFTER_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** A conversation emails each of its people at most once this often (seconds); every message reaches the bell. */
  MESSAGE_EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  /** The client is reminded this many hours before each scheduled session (decimals allowed, for tests too). */
  REMINDER_OFFSETS_HOURS: reminderOffsetsHours,
  /** The healing check-in comes this many days after a completed booking's last session ended (decimals allowed). */
  TOUCHUP_CHECK_DAYS: z.coerce
    .number({ error: 'TOUCHUP_CHECK_DAYS must be a number of days above 0 and at most 365' })
    .positive('TOUCHUP_CHECK_DAYS must be a number of days above 0 and at most 365')
    .max(365, 'TOUCHUP_CHECK_DAYS must be a number of days above 0 and at most 365')
    .default(21),
});
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const readNotificationsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(notificationsConfigSchema, env);
