import { uploadLimitSettings } from '@inkbook/media';
import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

export const bookingsConfigSchema = serviceConfigSchema
  .extend({
    PORT: z.coerce.number().int().default(4007),
    /** Catalog's internal API: a healed photo the client allowed goes into the artist's portfolio through it. */
    CATALOG_URL: z.url().default('http://127.0.0.1:4002'),
    /** Where people open Inkbook: calendar feed URLs and Stripe's return URLs are absolute under it. */
    PUBLIC_URL: z
      .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
      .default('http://localhost:8080'),
    /** How deposits are paid: `manual` (the recipient's instructions, marked by hand) or `stripe` (Checkout). */
    PAYMENT_PROVIDER: z.enum(['manual', 'stripe']).default('manual'),
    STRIPE_SECRET_KEY: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()),
    /**
     * How long one hour of an offer's deposit due time lasts, in seconds (3600). Only tests shorten it, to see a
     * booking expire without waiting hours.
     */
    DEPOSIT_HOUR_SECONDS: z.coerce.number().positive().default(3600),
    /** Where the Stripe client sends its requests (tests point it at a local fake); Stripe's own API when unset. */
    STRIPE_API_URL: z.preprocess(unsetWhenEmpty, z.url().optional()),
    /** Healed photos (issue 24) count as uploads of the client's address, as inquiries' photos do. */
    ...uploadLimitSettings,
    /** Largest healed photo accepted (bytes) and largest decoded size (pixels), as catalog's media settings. */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    MEDIA_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
    /** Days a deleted client's signed consent forms stay sealed (studios must keep them) before they are erased. */
    CONSENT_RETENTION_DAYS: z.coerce.number().positive().default(1095),
  })
  .refine(
    (config) =>
      config.PAYMENT_PROVIDER !== 'stripe' || (!!config.STRIPE_SECRET_KEY && !!config.STRIPE_WEBHOOK_SECRET),
    {
      message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      path: ['PAYMENT_PROVIDER'],
    },
  );
export type BookingsConfig = z.infer<typeof bookingsConfigSchema>;

export const readBookingsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(bookingsConfigSchema, env);

/** An absolute URL under PUBLIC_URL (calendar feeds, Stripe's return URLs), whatever its trailing slash. */
export const publicUrl = (config: Pick<BookingsConfig, 'PUBLIC_URL'>, path: string) =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
