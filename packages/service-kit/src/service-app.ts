import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { ServiceName } from '@inkbook/contracts/events';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@inkbook/contracts/identity';
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
  createMemoryTransport,
  createNatsTransport,
  type EventTransport,
  outboxMigration,
  startConsumer,
  startOutboxRelay,
} from './events';
import type { ConsumerOptions } from './events/consumer';
import { registerHealth } from './health';
import { verifyIdentity } from './identity';
import { migrateToLatest } from './migrations';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ServiceContext<DB> {
  config: ServiceConfig;
  db: Kysely<DB>;
  transport: EventTransport;
  /** Wakes the outbox relay after a transaction that enqueued events committed. */
  eventsWritten(): void;
  /** A durable, idempotent consumer that lives as long as the app. */
  consume(options: Omit<ConsumerOptions<DB>, 'db' | 'transport'>): Promise<void>;
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

/** Paths a service answers without the gateway's signature (probes and the OpenAPI document). */
const UNSIGNED_PATHS = new Set(['/healthz', '/readyz', '/openapi.json']);

/** Postgres schema of a service (`design-ai` → `design_ai`). */
export const schemaOf = (name: ServiceName) => name.replaceAll('-', '_');

/** A service's migrations, after the kit's own (outbox and processed events), in its own schema. */
export const migrateService = (
  db: Kysely<unknown>,
  name: ServiceName,
  migrations: Record<string, Migration>,
) => migrateToLatest(db, schemaOf(name), { '0000_outbox': outboxMigration, ...migrations });

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
    return503OnClosing: true,
    // Boot work runs inside plugins (migrations, and on a first standalone start the demo seed, which draws and
    // re-encodes images): on a busy 2-core machine that can pass avvio's 10 s default and abort the start.
    pluginTimeout: 60_000,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>() as ServiceApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const schema = schemaOf(definition.name);
  const db = createDb<DB>(config.DATABASE_URL, schema);
  const ownsTransport = !options.transport;
  const transport =
    options.transport ??
    (config.NATS_URL
      ? createNatsTransport({ servers: config.NATS_URL, logger: app.log })
      : createMemoryTransport());

  await migrateService(db as Kysely<unknown>, definition.name, definition.migrations);
  const relay = startOutboxRelay({ db, transport, logger: app.log });
  const consumers: { stop(): Promise<void> }[] = [];

  app.decorateRequest('identity', null as never);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (UNSIGNED_PATHS.has(path)) return;
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
  registerHealth(app, db as Kysely<unknown>, transport);

  await app.register(async (scope) =>
    definition.register(scope as ServiceApp, {
      config,
      db,
      transport,
      eventsWritten: () => relay.nudge(),
      consume: async (o) => {
        consumers.push(await startConsumer({ ...o, db, transport }));
      },
    }),
  );

  app.addHook('onClose', async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    await relay.stop();
    if (ownsTransport) await transport.close();
    await db.destroy();
  });
  return app;
}
