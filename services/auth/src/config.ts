import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const authConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().default(4001),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** A session unused this long ends (seconds). */
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** A session ends this long after sign-in however much it is used (seconds). */
  SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** The same two limits for admin sessions: short (idle 30 min, absolute 12 h), DESIGN §3. */
  ADMIN_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  ADMIN_SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  /** Off only for plain-http local runs (standalone). */
  COOKIE_SECURE: flag.default(true),
  /**
   * Failed sign-ins allowed within LOGIN_WINDOW_SECONDS: per account from one address (tight), per account from
   * every address, and per address over every account (both loose; see login-limiter.ts). A browser with a
   * device cookie for the account (it signed in there before) is counted apart: only its own failures, up to
   * LOGIN_MAX_FAILURES_PER_DEVICE, lock it out.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_MAX_FAILURES_PER_DEVICE: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /**
   * 'Forgot password?' requests allowed within PASSWORD_RESET_WINDOW_SECONDS per address and per email (each
   * admitted one mails a link, so the email count is what keeps one inbox from being flooded).
   */
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * An inquiry or application naming an unverified account's email mails its owner a take-over link at most
   * once per this many seconds, however many are sent.
   */
  TAKE_OVER_LINK_INTERVAL_SECONDS: z.coerce.number().int().positive().default(600),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const readAuthConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(authConfigSchema, env);
