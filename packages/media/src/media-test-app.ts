// Test-only: a tiny service holding media the way catalog and inquiries do, on a fresh database.
import { createDb, forbidden, installErrorHandling, migrateToLatest } from '@inkbook/service-kit';
import { createTestDatabase } from '@inkbook/service-kit/testing';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { createMediaStore, servePrivateMedia, servePublicMedia } from './index';
import { createMediaTables } from './media.migration';
import type { MediaDatabase, MediaVisibility } from './media.table';

/** The owner's credential in these tests: the private route's own authorization check. */
export const OWNER = { authorization: 'Bearer owner' };

const SCHEMA = 'media_test';

export async function startMediaApp() {
  const database = await createTestDatabase();
  const db = createDb<MediaDatabase>(database.url, SCHEMA, { max: 2 });
  await migrateToLatest(db as Kysely<unknown>, SCHEMA, { '2026-11-23_001_media': { up: createMediaTables } });
  const store = createMediaStore(db);

  const app = Fastify({ bodyLimit: 40 * 1024 * 1024 });
  installErrorHandling(app);
  app.post<{ Params: { visibility: MediaVisibility }; Body: { image: string } }>(
    '/upload/:visibility',
    async (request, reply) =>
      reply
        .status(201)
        .send(await store.store(request.body.image, { visibility: request.params.visibility })),
  );
  app.get<{ Params: { hash: string } }>('/media/:hash', (request, reply) =>
    servePublicMedia(store, request, reply, request.params.hash),
  );
  app.get<{ Params: { hash: string; variant: string } }>('/media/:hash/:variant', (request, reply) =>
    servePublicMedia(store, request, reply, request.params.hash, request.params.variant),
  );
  // How an owning service serves private media: its own path, its own check, then the package helper.
  app.get<{ Params: { hash: string; variant: string } }>('/api/things/:hash/:variant', (request, reply) => {
    if (request.headers.authorization !== OWNER.authorization) throw forbidden();
    return servePrivateMedia(store, reply, request.params.hash, request.params.variant);
  });
  await app.ready();

  return {
    app,
    db,
    store,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
