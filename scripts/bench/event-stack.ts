import type { ChildProcess } from 'node:child_process';
import type { ServiceName } from '@inkbook/contracts/services';
import {
  createTestDatabase,
  createTestNatsServer,
  TEST_SECRET,
  type TestDatabase,
  type TestNatsServer,
} from '@inkbook/service-kit/testing';
import { serveGateway, serveService, stopAll } from './processes';
import { seedSchema } from './seed';

/** The admin every bench stack seeds and its helpers sign in as. */
export const admin = { email: 'bench@inkbook.test', password: 'bench-admin-password' };

export interface EventStackOptions {
  /** The database the services use (default: a fresh one on the shared test server); dropped on stop. */
  database?: TestDatabase;
  /** The NATS server they use (default: a private one); disposed of on stop. */
  nats?: TestNatsServer;
  /** Settings every process gets besides the stack's own. */
  env?: Record<string, string>;
}

/**
 * How a bench whose services talk through events starts: a fresh database and a private NATS server (so the
 * services' durable consumers never take, or leave behind, events of another process on the machine's NATS), with
 * auth (seeding `admin`) and catalog each in its own process, as deployed. More services and the gateway join with
 * `serve` and `serveGateway`; `restart` starts a service again as it was (after the chaos run killed it); `stop`
 * ends them all and drops the database.
 */
export async function serveEventStack(options: EventStackOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const nats = options.nats ?? (await createTestNatsServer());
  const common = {
    DATABASE_URL: database.url,
    INTERNAL_SECRET: TEST_SECRET,
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
    ...options.env,
  };
  const running = new Map<ServiceName, { child: ChildProcess; env: Record<string, string> }>();
  const started: ChildProcess[] = [];
  /** Each served process's pid by name ('gateway' too), for CPU time per request (cpuTimeMs). */
  const pids: Partial<Record<ServiceName | 'gateway', number>> = {};
  const serve = async (name: ServiceName, env: Record<string, string> = {}) => {
    const child = await serveService(name, { ...common, ...env });
    running.set(name, { child, env });
    started.unshift(child);
    pids[name] = child.pid;
  };
  await serve('auth', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, COOKIE_SECURE: 'false' });
  await serve('catalog');
  return {
    database,
    nats,
    serve,
    pids,
    /** Writes a fixture into `schema` (seedSchema); answers the seconds it took. */
    seed: (schema: ServiceName, write: Parameters<typeof seedSchema>[2]) =>
      seedSchema(database.url, schema, write),
    /** The process of service `name` (started with `serve`). */
    process(name: ServiceName) {
      const service = running.get(name);
      if (!service) throw new Error(`${name} was not served`);
      return service.child;
    },
    /** Starts service `name` again with the settings it was served with (its process has ended). */
    restart: async (name: ServiceName) => {
      const service = running.get(name);
      if (!service) throw new Error(`${name} was not served`);
      await serve(name, service.env);
    },
    /** The gateway in front of `upstreams`; a bench sends thousands of requests a minute from one address. */
    serveGateway: async (upstreams: readonly ServiceName[], env: Record<string, string> = {}) => {
      const child = await serveGateway(upstreams, { ...common, RATE_LIMIT_PER_MINUTE: '100000000', ...env });
      started.unshift(child);
      pids.gateway = child.pid;
    },
    stop: async () => {
      await stopAll(started);
      await nats.dispose();
      await database.drop();
    },
  };
}
