import { gatewayPort, type ServiceUrlEnv, serviceList } from '@inkbook/contracts/services';
import { eventSettings, loadConfig, shutdownSettings } from '@inkbook/service-kit';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Where each service of the list listens (`AUTH_URL`, …): by default its own port on this host. */
const upstreamUrls = Object.fromEntries(
  serviceList.map((s) => [s.urlEnv, z.url().default(`http://127.0.0.1:${s.port}`)]),
) as Record<ServiceUrlEnv, z.ZodDefault<z.ZodURL>>;

export const gatewayConfigSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(gatewayPort),
  INTERNAL_SECRET: z.string().min(16, 'INTERNAL_SECRET must be at least 16 characters'),
  ...upstreamUrls,
  /** Unset: no live events (standalone passes its in-process bus instead). */
  NATS_URL: z.string().optional(),
  /** The built web app (apps/web/dist); unset serves the API only. */
  WEB_DIST: z.string().optional(),
  /** A Nominatim-compatible geocoder for the wizards' address search (GET {url}/search?q=…&format=json). */
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** How we name ourselves to the geocoder (Nominatim's usage policy asks for an identifying User-Agent). */
  GEOCODER_USER_AGENT: z.string().min(1).default('Inkbook/1.0 (address search)'),
  /** Extra origins allowed to send state-changing requests, comma-separated (the request's own host is always allowed). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** How long an upstream may take to start answering before the caller gets 504 (ms). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * Requests per minute per client address to /api/*; /media/* and the pages that query the catalog are counted
   * apart, at the same rate each.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Address searches per minute per client address (each miss costs a call to the public geocoder). */
  GEOCODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Least time between two calls to the geocoder across all workers (Nominatim's policy: 1 request/s). */
  GEOCODER_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** Open /api/events streams one session may hold (one per tab); past it, 429. */
  EVENT_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(8),
  /** How often an open /api/events stream asks whether its session still holds (ms); it ends when not. */
  EVENT_STREAM_SESSION_CHECK_MS: z.coerce.number().int().min(50).default(10_000),
  /** Time a client has to send a request's headers (ms). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Time a client has to send a whole request, body included (ms); a body slower than this gets 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Open connections one peer address may hold to one gateway process; the excess is closed at once. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(64),
  /** How long a resolved session is reused before asking auth again (ms); logout through this gateway clears it at once. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /** Behind a load balancer that sets X-Forwarded-For: true. Never true when clients reach the gateway directly. */
  TRUST_PROXY: flag.default(false),
  /**
   * Worker processes sharing the port (cluster.ts). One by default: a gateway that shares its cores with the
   * services, Postgres and NATS (compose, one host) gains nothing from a second process and pays for it on every
   * request (docs/performance.md: 0.81× the bare proxy with two on two cores, 0.95× with one). More only where the
   * gateway has cores of its own; on Kubernetes scale pods instead.
   */
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...eventSettings,
  ...shutdownSettings,
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const readGatewayConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(gatewayConfigSchema, env);
