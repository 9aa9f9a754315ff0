import { fileURLToPath } from 'node:url';
import { buildApp as buildAuth } from '@inkbook/auth';
import { readAuthConfig } from '@inkbook/auth/config';
import { buildApp as buildCatalog } from '@inkbook/catalog';
import { readCatalogConfig } from '@inkbook/catalog/config';
import { buildApp as buildClaims } from '@inkbook/claims';
import { buildApp as buildDesignAi } from '@inkbook/design-ai';
import { buildGateway } from '@inkbook/gateway';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { buildApp as buildInquiries } from '@inkbook/inquiries';
import { createMemoryTransport, readServiceConfig } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import { startEmbeddedDatabase } from './embedded-database';
import { localSecret } from './local-secrets';

/**
 * `npm start`: every service and the gateway in one process (DESIGN §2). Each service still listens on its own
 * loopback port and the gateway reaches it over HTTP, exactly as in production.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.DATA_DIR ?? `${root}.data`;
const started = Date.now();

const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => {} }
  : await startEmbeddedDatabase(dataDir, Number(process.env.EMBEDDED_PG_PORT ?? 54329));

const adminPasswordGenerated = !process.env.ADMIN_PASSWORD;
const env: Record<string, string | undefined> = {
  LOG_LEVEL: 'warn',
  ...process.env,
  DATABASE_URL: database.url,
  INTERNAL_SECRET: process.env.INTERNAL_SECRET ?? localSecret(dataDir, 'internal-secret', 32),
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@inkbook.local',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? localSecret(dataDir, 'admin-password', 12),
  COOKIE_SECURE: process.env.COOKIE_SECURE ?? 'false',
  HOST: '127.0.0.1',
  PORT: '0',
};
// Without NATS_URL every service shares one in-process bus (events live as long as this process).
const transport = env.NATS_URL ? undefined : createMemoryTransport();
const options = transport ? { transport } : {};

const services: [string, FastifyInstance][] = [];
async function boot(name: string, build: () => Promise<FastifyInstance>) {
  const app = await build();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  services.push([name, app]);
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// auth first: catalog calls its account API.
const auth = await boot('auth', () => buildAuth(readAuthConfig(env), options));
const [catalog, inquiries, claims, designAi] = await Promise.all([
  boot('catalog', () =>
    buildCatalog(readCatalogConfig({ SEED_DEMO: 'true', ...env, AUTH_URL: auth }), options),
  ),
  boot('inquiries', () => buildInquiries(readServiceConfig(0, env), options)),
  boot('claims', () => buildClaims(readServiceConfig(0, env), options)),
  boot('design-ai', () => buildDesignAi(readServiceConfig(0, env), options)),
]);
const gatewayConfig = readGatewayConfig({
  ...env,
  HOST: process.env.HOST ?? 'localhost',
  PORT: process.env.PORT ?? '8080',
  AUTH_URL: auth,
  CATALOG_URL: catalog,
  INQUIRIES_URL: inquiries,
  CLAIMS_URL: claims,
  DESIGN_AI_URL: designAi,
  WEB_DIST: process.env.WEB_DIST ?? `${root}apps/web/dist`,
});
const gateway = await buildGateway(gatewayConfig, options);
await gateway.listen({ host: gatewayConfig.HOST, port: gatewayConfig.PORT });

const url = `http://localhost:${gatewayConfig.PORT}`;
console.log(`
  Inkbook is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Admin sign-in:  ${url}/login
    email     ${env.ADMIN_EMAIL}
    password  ${env.ADMIN_PASSWORD}${adminPasswordGenerated ? `   (generated; kept in ${dataDir}/admin-password)` : ''}

  Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded Postgres, data in ${dataDir}/postgres`}
  Events:   ${transport ? 'in-process' : `NATS at ${env.NATS_URL}`}
  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping Inkbook...`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await gateway.close();
  await Promise.all(services.map(([, app]) => app.close()));
  await transport?.close();
  await database.stop();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
