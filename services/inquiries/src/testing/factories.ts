import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionUser } from '@inkbook/contracts/identity';
import { createDb } from '@inkbook/service-kit';
import { type ServiceTest, testedService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { readInquiriesConfig } from '../config';
import type { InquiriesDatabase } from '../db';

// The inquiries service under test: recipients reach it as catalog's events (publishedArtist, publishedStudio),
// client accounts through the fake of auth's account API; the bodies the dialogs post.

export const inquiriesService = testedService<InquiriesDatabase>('inquiries', (env, options) =>
  buildApp(readInquiriesConfig(env), options),
);

export type InquiriesTest = ServiceTest<InquiriesDatabase>;

/** The inquiries schema, for journeys that start the whole stack. */
export const inquiriesDb = (databaseUrl: string) =>
  createDb<InquiriesDatabase>(databaseUrl, 'inquiries', { max: 2 });

/**
 * For journeys through the gateway, where other services publish for real: polls until `check` holds (projections
 * follow events asynchronously); fails after a few seconds.
 */
export async function waitFor(check: () => Promise<boolean>, what = 'condition'): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
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
  const { rows } = await sql<{ artist: string; studio: string; media: string }>`
    select (select count(*) from inquiries.artist_inquiries) as artist,
           (select count(*) from inquiries.studio_inquiries) as studio,
           (select count(*) from inquiries.media) as media`.execute(t.db);
  const [row] = rows;
  return {
    artistInquiries: Number(row?.artist),
    studioInquiries: Number(row?.studio),
    media: Number(row?.media),
    users: t.auth.accountCount(),
  };
}
export { type SeededInquiries, seedInquiries } from './seed-at-scale';
