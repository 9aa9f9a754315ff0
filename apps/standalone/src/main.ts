import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import { bootPlatform } from '@inkbook/composition';
import { createMemoryTransport, listenProblem, stopOnSignals } from '@inkbook/service-kit';
import { EMBEDDED_PG_PORT, startEmbeddedDatabase } from './embedded-database';
import { localSecret } from './local-secrets';
import { StartupProblem } from './startup-problem';

/**
 * `npm start`: every service and the gateway in one process (DESIGN §2). Each service still listens on its own
 * loopback port and the gateway reaches it over HTTP, exactly as in production.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.DATA_DIR ?? `${root}.data`;
const started = Date.now();

/**
 * Start-up failed: say why (a StartupProblem in its own words, anything else as it is, even `undefined`), run the
 * stop steps of what is running, and exit 1.
 */
async function cannotStart(error: unknown, running: (() => Promise<unknown>)[] = []): Promise<never> {
  const why = error instanceof StartupProblem ? error.message : inspect(error);
  console.error(`\n  Inkbook could not start.\n  ${why.replaceAll('\n', '\n  ')}\n`);
  for (const stop of running) await stop().catch(() => {});
  process.exit(1);
}

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => {} }
  : await startEmbeddedDatabase(dataDir, Number(process.env.EMBEDDED_PG_PORT ?? EMBEDDED_PG_PORT)).catch(
      cannotStart,
    );

const adminPasswordGenerated = !process.env.ADMIN_PASSWORD;
const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 8080);
const url = `http://localhost:${port}`;
const env: Record<string, string | undefined> = {
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  // One machine, no balancer to let go of it: Ctrl-C stops at once (in-flight requests still finish).
  SHUTDOWN_DELAY_MS: '0',
  ...process.env,
  DATABASE_URL: database.url,
  INTERNAL_SECRET: process.env.INTERNAL_SECRET ?? localSecret(dataDir, 'internal-secret', 32),
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@inkbook.local',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? localSecret(dataDir, 'admin-password', 12),
  COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
  WEB_DIST: process.env.WEB_DIST ?? `${root}apps/web/dist`,
  // Every link in an email is absolute: by default it points at the URL printed below.
  PUBLIC_URL: process.env.PUBLIC_URL ?? url,
};
// Without NATS_URL every service shares one in-process bus (events live as long as this process).
const transport = env.NATS_URL ? undefined : createMemoryTransport();
const closeTransport = async () => transport?.close();
const platform = await bootPlatform(env, transport ? { transport } : {}).catch((error) =>
  cannotStart(error, [closeTransport, database.stop]),
);
// The database last: the services' pools and outbox relays still use it while they close.
const stopSteps = [platform.close, closeTransport, database.stop];
await platform.gateway.listen({ host, port }).catch((error) => {
  const problem = listenProblem(error, port);
  return cannotStart(problem ? new StartupProblem(problem) : error, stopSteps);
});

/** Where email goes: the SMTP server without its credentials, or the embedded mailbox admins read. */
const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : null;
const mail = smtp ? `SMTP at ${smtp.protocol}//${smtp.host}` : `embedded mailbox at ${url}/admin/mailbox`;
console.log(`
  Inkbook is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Admin sign-in:  ${url}/login
    email     ${env.ADMIN_EMAIL}
    password  ${env.ADMIN_PASSWORD}${adminPasswordGenerated ? `   (generated; kept in ${dataDir}/admin-password)` : ''}

  Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded Postgres, data in ${dataDir}/postgres`}
  Events:   ${transport ? 'in-process' : `NATS at ${env.NATS_URL}`}
  Mail:     ${mail}
  Press Ctrl-C to stop.
`);

stopOnSignals({
  steps: stopSteps,
  graceMs: 15_000,
  log: {
    info: ({ signal }) => console.log(`\n  ${signal}: stopping Inkbook...`),
    error: ({ err }) => console.error('  Inkbook did not stop cleanly:', err),
  },
});
