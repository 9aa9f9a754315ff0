import { uploadLimitSettings } from '@inkbook/media';
import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const count = z.coerce.number().int().positive();

export const inquiriesConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4003),
  /** Where auth's internal account API answers (an inquiry's password creates a `client` login with it). */
  AUTH_URL: z.url().default('http://127.0.0.1:4001'),
  /** Inquiries (both kinds) one address may send per window; a shared office or café sits behind one address. */
  INQUIRY_RATE_LIMIT_PER_ADDRESS: count.default(30),
  /** Inquiries sent with one email per window, from any address. */
  INQUIRY_RATE_LIMIT_PER_EMAIL: count.default(10),
  INQUIRY_RATE_LIMIT_WINDOW_SECONDS: count.default(3600),
  /** Messages one person may write per window, across every conversation (issue 23): a lively chat, never a flood. */
  MESSAGE_RATE_LIMIT_PER_USER: count.default(60),
  MESSAGE_RATE_LIMIT_WINDOW_SECONDS: count.default(600),
  /** Waitlist joins, and leaves from an email's link, one address may make per window (issue 26). */
  WAITLIST_RATE_LIMIT_PER_ADDRESS: count.default(10),
  WAITLIST_LEAVE_RATE_LIMIT_PER_ADDRESS: count.default(30),
  WAITLIST_RATE_LIMIT_WINDOW_SECONDS: count.default(3600),
  ...uploadLimitSettings,
  /** Largest attachment accepted (bytes) and largest decoded size (pixels), as catalog's media settings. */
  MEDIA_MAX_BYTES: count.default(10 * 1024 * 1024),
  MEDIA_MAX_PIXELS: count.default(40_000_000),
});
export type InquiriesConfig = z.infer<typeof inquiriesConfigSchema>;

export const readInquiriesConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(inquiriesConfigSchema, env);
