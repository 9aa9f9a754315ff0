import { z } from 'zod';

/**
 * How a process stops on SIGTERM (runServer): the gateway's settings and every service's. The grace covers the
 * whole stop, the delay included, and stays below Kubernetes' terminationGracePeriodSeconds (30 s), which kills.
 */
export const shutdownSettings = {
  /** After SIGTERM, how long readiness answers 503 while requests are still served (endpoints take a moment to drop the pod). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** A stop still running this long after the signal is cut with exit code 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
};

/** The event bus: every service's and the gateway's (each may be the first to create the stream). */
export const eventSettings = {
  /** Copies of the event stream JetStream keeps: 1 on one server, 3 on a three-node cluster (deploy/k8s production). */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
};

/** Settings every service reads; a service extends this with its own. */
export const serviceConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  /** Unset: events go over the in-process transport (standalone only). */
  NATS_URL: z.string().optional(),
  ...eventSettings,
  INTERNAL_SECRET: z.string().min(16, 'INTERNAL_SECRET must be at least 16 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...shutdownSettings,
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/** Parses configuration once at boot and fails fast with every problem listed. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data as z.infer<S>;
}
