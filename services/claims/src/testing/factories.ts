import { setTimeout as sleep } from 'node:timers/promises';
import {
  approve,
  approvedArtist,
  artistApplication,
  type CatalogTest,
  signIn,
  startCatalog,
  studioApplication,
} from '@inkbook/catalog/testing';
import type { SessionUser } from '@inkbook/contracts/identity';
import { createDb, readServiceConfig } from '@inkbook/service-kit';
import { signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ClaimsDatabase } from '../db';

// The claims service's test data: the real auth and catalog beside it on one database and one in-process bus
// (profiles reach it as catalog's events), approved parties, and the requests the dashboards make.

export const claimsDb = (databaseUrl: string) => createDb<ClaimsDatabase>(databaseUrl, 'claims', { max: 2 });
type ClaimsTestDb = ReturnType<typeof claimsDb>;

/** Resolves once the claims service holds (or, with `present` false, no longer holds) an approved profile. */
export async function projected(
  db: ClaimsTestDb,
  table: 'approved_artists' | 'approved_studios',
  id: string,
  present = true,
): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (!!row === present) return;
    await sleep(25);
  }
  throw new Error(`claims never ${present ? 'got' : 'dropped'} ${table} ${id}`);
}

export interface ClaimsTest {
  catalog: CatalogTest;
  app: FastifyInstance;
  /** Direct access to the claims schema, for what the API does not show (history rows, the outbox). */
  db: ClaimsTestDb;
  /** A request as `user` (signed out when null), as the gateway forwards it. */
  inject(options: InjectOptions, user?: SessionUser | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startClaims(): Promise<ClaimsTest> {
  const catalog = await startCatalog();
  const app = await buildApp(
    readServiceConfig(0, {
      DATABASE_URL: catalog.databaseUrl,
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    }),
    { transport: catalog.transport },
  );
  const db = claimsDb(catalog.databaseUrl);
  return {
    catalog,
    app,
    db,
    inject: (options, user = null) =>
      app.inject({ ...options, headers: { ...signedHeaders(user), ...options.headers } }),
    async close() {
      await db.destroy();
      await app.close();
      await catalog.close();
    },
  };
}

/** An approved artist, signed in, once claims has it. */
export async function claimableArtist(t: ClaimsTest) {
  const { artist, user } = await approvedArtist(t.catalog);
  await projected(t.db, 'approved_artists', artist.id);
  return { artist, user };
}

/** A studio applied (by `as`, which links it to that login), approved unless `pending`, and its owner signed in. */
export async function claimableStudio(
  t: ClaimsTest,
  {
    as = null,
    pending = false,
  }: { as?: { user: SessionUser; email: string; password: string } | null; pending?: boolean } = {},
) {
  const body = await studioApplication(
    as ? { businessEmail: as.email, password: as.password, confirmPassword: as.password } : {},
  );
  const res = await t.catalog.inject(
    { method: 'POST', url: '/api/studios', payload: body },
    as?.user ?? null,
  );
  if (res.statusCode !== 201) throw new Error(`studio apply failed: ${res.statusCode} ${res.body}`);
  const studio = res.json();
  if (!pending) {
    await approve(t.catalog, 'studios', studio.id);
    await projected(t.db, 'approved_studios', studio.id);
  }
  return { studio, user: await signIn(t.catalog, body.businessEmail, body.password) };
}

/** One login holding an approved artist and an approved studio (`artist-studio`). */
export async function artistStudio(t: ClaimsTest) {
  const body = await artistApplication();
  const { artist, user } = await approvedArtist(t.catalog, body);
  await projected(t.db, 'approved_artists', artist.id);
  const { studio, user: both } = await claimableStudio(t, {
    as: { user, email: body.email, password: body.password },
  });
  return { artist, studio, user: both };
}
