import { setTimeout as sleep } from 'node:timers/promises';
import {
  applyStudio,
  approve,
  approvedArtist,
  type CatalogTest,
  signIn,
  startCatalog,
  studioApplication,
} from '@inkbook/catalog/testing';
import type { SessionUser } from '@inkbook/contracts/identity';
import { createDb } from '@inkbook/service-kit';
import { signedHeaders, TEST_SECRET } from '@inkbook/service-kit/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { readInquiriesConfig } from '../config';
import type { InquiriesDatabase } from '../db';

// The inquiries service's test data: the real auth and catalog beside it on one database and one in-process bus
// (recipients reach it as catalog's events, client accounts through auth's account API), bodies and waits.

export interface InquiriesTest {
  catalog: CatalogTest;
  app: FastifyInstance;
  /** Direct access to the inquiries schema, for checks the API does not expose (nothing stored). */
  db: ReturnType<typeof inquiriesDb>;
  /** A request as `user` (signed out when null) from `ip`, as the gateway forwards it. */
  inject(options: InjectOptions, user?: SessionUser | null, ip?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const inquiriesDb = (databaseUrl: string) =>
  createDb<InquiriesDatabase>(databaseUrl, 'inquiries', { max: 2 });

export async function startInquiries(env: Record<string, string> = {}): Promise<InquiriesTest> {
  const catalog = await startCatalog(env);
  const address = catalog.auth.server.address();
  const authUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const app = await buildApp(
    readInquiriesConfig({
      DATABASE_URL: catalog.databaseUrl,
      INTERNAL_SECRET: TEST_SECRET,
      AUTH_URL: authUrl,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    { transport: catalog.transport },
  );
  const db = inquiriesDb(catalog.databaseUrl);
  return {
    catalog,
    app,
    db,
    inject: (options, user = null, ip = '127.0.0.1') =>
      app.inject({ ...options, headers: { ...signedHeaders(user, TEST_SECRET, ip), ...options.headers } }),
    async close() {
      await db.destroy();
      await app.close();
      await catalog.close();
    },
  };
}

/** Polls until `check` holds (projections follow events asynchronously); fails after a few seconds. */
export async function waitFor(check: () => Promise<boolean>, what = 'condition'): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const projected = (t: InquiriesTest, table: 'approved_artists' | 'approved_studios', id: string) =>
  waitFor(
    async () => !!(await t.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()),
    `${table} ${id}`,
  );

/** An approved artist, signed in, once this service has it as a recipient. */
export async function recipientArtist(t: InquiriesTest, overrides: Record<string, unknown> = {}) {
  const { artist, user } = await approvedArtist(t.catalog, overrides);
  await projected(t, 'approved_artists', artist.id);
  return { artist, user };
}

/** An approved studio, signed in, once this service has it as a recipient. */
export async function recipientStudio(t: InquiriesTest) {
  const body = await studioApplication();
  const res = await applyStudio(t.catalog, body);
  if (res.statusCode !== 201) throw new Error(`studio apply failed: ${res.statusCode} ${res.body}`);
  const studio = res.json();
  await approve(t.catalog, 'studios', studio.id);
  await projected(t, 'approved_studios', studio.id);
  return { studio, user: await signIn(t.catalog, body.businessEmail, body.password) };
}

let serial = 0;
/** What the 8-step dialog posts (spec §7), with its own email each call; overrides win. */
export function artistInquiryBody(artistId: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    artistId,
    concept: 'A koi fish swimming up my forearm, with waves',
    placementAreas: ['arm-lower-arm'],
    size: 'medium',
    complexity: 'detailed',
    style: 'blackgrey',
    budgetMin: 300,
    budgetMax: 1500,
    availableDates: ['Weekends in March'],
    isTraveling: 'no',
    fullName: 'Sam Lee',
    email: `sam.${Date.now().toString(36)}${serial}@clients.test`,
    phone: '512-555-0199',
    ...overrides,
  };
}

/** What the 7-step studio wizard posts (spec §7), client texts included (the service derives them again). */
export function studioInquiryBody(studioId: string, overrides: Record<string, unknown> = {}) {
  const { artistId: _artistId, ...common } = artistInquiryBody(studioId);
  return {
    ...common,
    studioId,
    preferredStyles: ['Japanese'],
    description: 'sent by the client',
    budgetRange: '$1 - $2',
    timeline: 'whenever',
    ...overrides,
  };
}

/** A body as the dialog posts it for a signed-in client, whose step 6 is only a note: no contact, no password. */
export function withoutContact(body: Record<string, unknown>) {
  const { fullName: _name, email: _email, phone: _phone, password: _password, ...rest } = body;
  return rest;
}

export interface SendOptions {
  user?: SessionUser | null;
  key?: string;
  ip?: string;
}
const sendTo =
  (url: string) =>
  (t: InquiriesTest, body: object, { user = null, key, ip }: SendOptions = {}) =>
    t.inject(
      { method: 'POST', url, payload: body, headers: key ? { 'idempotency-key': key } : {} },
      user,
      ip,
    );

/** POST /api/inquiries as `user` (anonymous by default), with an Idempotency-Key when given. */
export const sendArtistInquiry = sendTo('/api/inquiries');
/** POST /api/studio-inquiries, likewise. */
export const sendStudioInquiry = sendTo('/api/studio-inquiries');

/** Rows a failed send must leave untouched: both inquiry tables, private media, and auth's logins. */
export async function storedCounts(t: InquiriesTest) {
  const { rows } = await sql<{ artist: string; studio: string; media: string; users: string }>`
    select (select count(*) from inquiries.artist_inquiries) as artist,
           (select count(*) from inquiries.studio_inquiries) as studio,
           (select count(*) from inquiries.media) as media,
           (select count(*) from auth.users) as users`.execute(t.db);
  const [row] = rows;
  return {
    artistInquiries: Number(row?.artist),
    studioInquiries: Number(row?.studio),
    media: Number(row?.media),
    users: Number(row?.users),
  };
}
