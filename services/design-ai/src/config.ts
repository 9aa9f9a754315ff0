import { designEngines } from '@inkbook/contracts/design';
import { loadConfig, serviceConfigSchema } from '@inkbook/service-kit';
import { z } from 'zod';

const count = z.coerce.number().int().positive();

export const designAiConfigSchema = serviceConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4005),
    /** `built-in` (the offline vector engine, the default) or `openai-images` (an operator's model). */
    DESIGN_PROVIDER: z.enum(designEngines).default('built-in'),
    /** Base URL of an OpenAI-compatible images API (`…/v1`); the service posts to `{url}/images/generations`. */
    DESIGN_API_URL: z.url().optional(),
    DESIGN_API_KEY: z.string().optional(),
    DESIGN_API_MODEL: z.string().default('gpt-image-1'),
    /** How long the model may take for one request of four designs before the caller gets a 503. */
    DESIGN_API_TIMEOUT_MS: count.default(90_000),
    /** Generation requests one address may make per window (each draws four designs). */
    DESIGN_RATE_LIMIT_PER_ADDRESS: count.default(20),
    DESIGN_RATE_LIMIT_WINDOW_SECONDS: count.default(600),
    /** Requests drawn at once, and how many more may wait; past that a request is refused with 503. */
    DESIGN_CONCURRENCY: count.default(1),
    DESIGN_QUEUE_LENGTH: z.coerce.number().int().min(0).default(8),
    /** Designs and stencils are kept this long, then removed (a person downloads them the same day). */
    DESIGN_RETENTION_DAYS: count.default(30),
  })
  .refine((c) => c.DESIGN_PROVIDER !== 'openai-images' || c.DESIGN_API_URL, {
    message: 'DESIGN_API_URL is required when DESIGN_PROVIDER is openai-images',
    path: ['DESIGN_API_URL'],
  });
export type DesignAiConfig = z.infer<typeof designAiConfigSchema>;

export const readDesignAiConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(designAiConfigSchema, env);
