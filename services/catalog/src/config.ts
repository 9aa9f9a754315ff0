import { uploadLimitSettings } from '@inkbook/media';
import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const catalogConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  /** Where the auth service's internal account API answers (profile + login are created together). */
  AUTH_URL: z.url().default('http://127.0.0.1:4001'),
  /** Seed a handful of approved demo artists and studios into an empty catalog (standalone sets true). */
  SEED_DEMO: flag.default(false),
  ...uploadLimitSettings,
  /** Largest image accepted (bytes). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Largest image accepted (pixels, width × height), so a tiny file cannot decode to gigabytes. */
  MEDIA_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Artist and studio applications one address may send per window; a person applies once or twice. */
  APPLICATION_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  APPLICATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const readCatalogConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(catalogConfigSchema, env);
