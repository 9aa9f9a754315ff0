import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { EventPayload, EventSubject, TypedEvent } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import type { ServiceName } from '@inkbook/contracts/services';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDb } from '../db';
import { type ServiceOptions, schemaOf } from '../service-app';
import { createTestDatabase, type TestDatabase } from './database';
import { type FakeAuth, startFakeAuth } from './fake-auth';
import { createObservedTransport, type ObservedTransport } from './observed-transport';
import { signedHeaders, TEST_SECRET } from './signed';

/** The service a test file drives: its name (its schema) and how its server builds it from the environment. */
export interface TestedService<DB> {
  name: ServiceName;
  /** `buildApp(readConfig(env), options)`: the settings come in as environment variables, as in production. */
  build(env: Record<string, string>, options: ServiceOptions): Promise<FastifyInstance>;
  /** Never set: carries the service's tables to `useService`, so a test's `db` knows them. */
  readonly tables?: DB;
}

/** A service's tested form: `testedService<CatalogDatabase>('catalog', (env, o) => buildApp(readConfig(env), o))`. */
export const testedService = <DB>(
  name: ServiceName,
  build: TestedService<DB>['build'],
): TestedService<DB> => ({
  name,
  build,
});

export interface ServiceTestOptions {
  /** Settings for this file (limits, a provider, the demo seed); they win over the harness's own. */
  env?: Record<string, string>;
  /** How long starting may take (ms), when the hook timeout is not enough (the demo seed draws images). */
  timeout?: number;
  /** Writes to the fresh database before the service first boots (e.g. rows an older version left behind). */
  beforeBoot?: (databaseUrl: string) => Promise<void>;
}

/** A running instance of the service, driven as the gateway drives it. */
export interface ServiceInstance {
  app: FastifyInstance;
  /** A request as `user` (signed out when null) from `ip`, signed as the gateway signs it. */
  inject(options: InjectOptions, user?: SessionUser | null, ip?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * One service under test: built with its own buildApp on a fresh database, on an in-process bus, with auth's
 * internal account API answered by a fake (the one exception issue 21 makes to DESIGN §7's "no mocks of our own
 * services"). Other services' data reaches it only as the events they publish.
 */
export interface ServiceTest<DB> extends ServiceInstance {
  /** Direct access to the service's schema, for what the API does not show (rows, the outbox). */
  db: Kysely<DB>;
  databaseUrl: string;
  transport: ObservedTransport;
  /** The fake of auth's account API; the service gets its URL as AUTH_URL. */
  auth: FakeAuth;
  /**
   * Publishes `subject`'s contract sample with `changes` as another service would, and resolves once every
   * consumer of the service has handled it: after it, the projection holds the change (or, for an event that
   * must change nothing, has had its chance to).
   */
  publish<S extends EventSubject>(
    subject: S,
    changes?: Partial<EventPayload<S>>,
    eventId?: string,
  ): Promise<TypedEvent<S>>;
  /** Another instance of the service on the same database and bus, with `env` on top (the caller closes it). */
  boot(env?: Record<string, string>): Promise<ServiceInstance>;
  /** Closes the service and the fake, and drops the database. */
  close(): Promise<void>;
}

/** Requests to `app` carrying the identity the gateway would sign. */
const injector =
  (app: FastifyInstance): ServiceInstance['inject'] =>
  (request, user = null, ip = '127.0.0.1') =>
    app.inject({ ...request, headers: { ...signedHeaders(user, TEST_SECRET, ip), ...request.headers } });

/** Starts the service on a fresh database; `close()` drops everything, as does a start that fails. */
async function startService<DB>(service: TestedService<DB>, options: ServiceTestOptions) {
  const database = await createTestDatabase();
  const transport = createObservedTransport();
  const auth = await startFakeAuth();
  try {
    await options.beforeBoot?.(database.url);
    return await serviceOn<DB>(service, { database, transport, auth }, options.env);
  } catch (error) {
    await auth.close();
    await transport.close();
    await database.drop();
    throw error;
  }
}

async function serviceOn<DB>(
  service: TestedService<DB>,
  { database, transport, auth }: { database: TestDatabase; transport: ObservedTransport; auth: FakeAuth },
  settings: Record<string, string> = {},
): Promise<ServiceTest<DB>> {
  const env = {
    DATABASE_URL: database.url,
    INTERNAL_SECRET: TEST_SECRET,
    AUTH_URL: auth.url,
    LOG_LEVEL: 'silent',
    // A test that listens has no balancer to wait for before it closes.
    SHUTDOWN_DELAY_MS: '0',
    ...settings,
  };
  const boot = async (more: Record<string, string> = {}): Promise<ServiceInstance> => {
    const app = await service.build({ ...env, ...more }, { transport });
    await app.ready();
    return { app, inject: injector(app), close: () => app.close() };
  };
  const { app, inject } = await boot();
  const db = createDb<DB>(database.url, schemaOf(service.name), { max: 2 });
  return {
    app,
    db,
    databaseUrl: database.url,
    transport,
    auth,
    boot,
    inject,
    async publish(subject, changes = {}, eventId = randomUUID()) {
      const event = {
        id: eventId,
        subject,
        occurredAt: new Date().toISOString(),
        data: sampleEventPayload(subject, changes),
      } as TypedEvent<typeof subject>;
      await transport.publish(event);
      await transport.handled(event.id, subject);
      return event;
    },
    async close() {
      await db.destroy();
      await app.close();
      await auth.close();
      await transport.close();
      await database.drop();
    },
  };
}

/**
 * The service for one test file: started before its tests, closed after them. The object is filled in by the
 * time tests run, so read it inside them (`t.inject(…)`); a service's own suite adds its helpers to it.
 */
export function useService<DB>(
  service: TestedService<DB>,
  options: ServiceTestOptions = {},
): ServiceTest<DB> {
  const test = {} as ServiceTest<DB>;
  beforeAll(async () => {
    Object.assign(test, await startService<DB>(service, options));
  }, options.timeout);
  afterAll(() => test.close?.());
  return test;
}
