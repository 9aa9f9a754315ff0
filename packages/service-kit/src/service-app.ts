import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { EventSubject } from '@inkbook/contracts/events';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
import type { ServiceName } from '@inkbook/contracts/services';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely, Migration } from 'kysely';
import type { ServiceConfig } from './config';
import { createDb } from './db';
import { installErrorHandling, unauthorized } from './errors';
import {
  createCommitSignal,
  createMemoryTransport,
  createNatsTransport,
  type EventTransport,
  outboxMigration,
  parkedEventsMigration,
  startConsumer,
  startOutboxRelay,
} from './events';
import type { ConsumerOptions } from './events/consumer';
import { registerHealth, serviceReadiness } from './health';
import { verifyIdentity } from './identity';
import { createJobQueue, type JobQueue } from './jobs';
import { migrateToLatest } from './migrations';
import { contractOf } from './register-route';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A consumer as a service declares it: durable name, subjects, handler (the kit adds the rest). */
export type ConsumeOptions<DB, S extends EventSubject> = Omit<
  ConsumerOptions<DB, S>,
  'db' | 'transport' | 'logger'
>;

export interface ServiceContext<DB> {
  config: ServiceConfig;
  db: Kysely<DB>;
  transport: EventTransport;
  /**
   * Calls `listener` right after every commit, through `db`, of a transaction that enqueued events, before that
   * transaction's `execute()` resolves (e.g. to drop cached answers the change made stale). The relay is woken
   * the same way; nobody calls anything after their commit.
   */
  onEventsCommitted(listener: () => void): void;
  /** A durable, idempotent consumer that lives as long as the app; `handle` gets the parsed payload. */
  consume<S extends EventSubject>(options: ConsumeOptions<DB, S>): Promise<void>;
  /** Jobs that run at a time, in the schema `<service schema>_jobs`; it connects on the first `define`. */
  jobs: JobQueue;
}

export interface ServiceDefinition<DB> {
  name: ServiceName;
  migrations: Record<string, Migration>;
  /** Largest request body accepted (bytes); 1 MiB unless a service needs more. */
  bodyLimit?: number;
  /** Registers the service's routes and consumers. */
  register(app: ServiceApp, context: ServiceContext<DB>): Promise<void> | void;
}

export interface ServiceOptions {
  /** A shared transport (standalone runs every service on one in-process bus); otherwise one is created. */
  transport?: EventTransport;
}

/**
 * The kit's own routes (probes and the OpenAPI document): answered without the gateway's signature, and the only
 * routes not registered from a contract.
 */
const KIT_PATHS = new Set(['/healthz', '/readyz', '/openapi.json']);

/** Postgres schema of a service (`design-ai` → `design_ai`). */
export const schemaOf = (name: ServiceName) => name.replaceAll('-', '_');

/** The kit's own tables in every service schema; their names sort before the services' dated migrations. */
const kitMigrations: Record<string, Migration> = {
  '0000_outbox': outboxMigration,
  '0001_parked_events': parkedEventsMigration,
};

/**
 * A service's migrations and the kit's, in its own schema. The two lists grow independently, so a kit migration
 * added later sorts before service migrations a database already ran: unordered migrations are allowed, and
 * each one still runs exactly once.
 */
export const migrateService = (
  db: Kysely<unknown>,
  name: ServiceName,
  migrations: Record<string, Migration>,
) =>
  migrateToLatest(
    db,
    schemaOf(name),
    { ...kitMigrations, ...migrations },
    { allowUnorderedMigrations: true },
  );

/** The one way a service is assembled: logging, errors, identity, database, migrations, events, health, docs. */
export async function createServiceApp<DB>(
  definition: ServiceDefinition<DB>,
  config: ServiceConfig,
  options: ServiceOptions = {},
): Promise<ServiceApp> {
  const fastify = Fastify({
    logger: { level: config.LOG_LEVEL, base: { service: definition.name } },
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: definition.bodyLimit ?? 1024 * 1024,
    // A request that still reaches a closing server (on a connection opened before) is served, and closes its
    // connection (Fastify adds `Connection: close` while closing): a 503 would be a failed request for its caller.
    return503OnClosing: false,
    // Boot work runs inside plugins (migrations, and on a first standalone start the demo seed, which draws and
    // re-encodes images): on a busy 2-core machine that can pass avvio's 10 s default and abort the start.
    pluginTimeout: 60_000,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>() as ServiceApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Every route comes from its contract (registerRoute), at the contract's own path: a route added any other way
  // fails the build, so validation, the OpenAPI document and the web's calls cannot drift apart.
  app.addHook('onRoute', (route) => {
    if (KIT_PATHS.has(route.url)) return;
    const contract = contractOf(route);
    if (!contract || contract.path !== route.url) {
      throw new Error(
        `${route.method} ${route.url} must be registered from its route contract (registerRoute)`,
      );
    }
  });

  const schema = schemaOf(definition.name);
  const eventsCommitted = createCommitSignal();
  const db = createDb<DB>(config.DATABASE_URL, schema, { onEventsCommitted: eventsCommitted.emit });
  const ownsTransport = !options.transport;
  const transport =
    options.transport ??
    (config.NATS_URL
      ? createNatsTransport({
          servers: config.NATS_URL,
          logger: app.log,
          streamReplicas: config.NATS_STREAM_REPLICAS,
        })
      : createMemoryTransport());

  await migrateService(db as Kysely<unknown>, definition.name, definition.migrations);
  const relay = startOutboxRelay({ db, transport, logger: app.log });
  eventsCommitted.subscribe(() => relay.nudge());
  const consumers: { stop(): Promise<void> }[] = [];
  const jobs = createJobQueue({
    databaseUrl: config.DATABASE_URL,
    schema: `${schema}_jobs`,
    logger: app.log,
  });

  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (KIT_PATHS.has(path)) return;
    const identity = verifyIdentity(
      request.headers[IDENTITY_HEADER] as string | undefined,
      config.INTERNAL_SECRET,
    );
    if (!identity) throw unauthorized('Requests must come through the gateway');
    request.identity = identity;
  });

  await app.register(swagger, {
    openapi: { info: { title: `Inkbook ${definition.name}`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerHealth(app, {
    delayMs: config.SHUTDOWN_DELAY_MS,
    check: serviceReadiness(db as Kysely<unknown>, transport),
  });

  const stop = async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    // Before the database closes: a running job handler may still be writing through it.
    await jobs.stop();
    await relay.stop();
    if (ownsTransport) await transport.close();
    await db.destroy();
  };
  try {
    await app.register(async (scope) =>
      definition.register(scope as ServiceApp, {
        config,
        db,
        transport,
        onEventsCommitted: (listener) => {
          eventsCommitted.subscribe(listener);
        },
        consume: async (o) => {
          consumers.push(await startConsumer({ ...o, db, transport, logger: app.log }));
        },
        jobs,
      }),
    );
  } catch (error) {
    // A service that fails to build (a route without its contract, a consumer that cannot start) leaves nothing open.
    await stop();
    throw error;
  }
  app.addHook('onClose', stop);
  return app;
}
