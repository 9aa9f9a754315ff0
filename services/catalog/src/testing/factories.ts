import { randomUUID } from 'node:crypto';
import { jpegDataUrl } from '@inkbook/media/testing';
import { createAuthClient, createDb } from '@inkbook/service-kit';
import { type ServiceTest, TEST_SECRET, testedService } from '@inkbook/service-kit/testing';
import type { Insertable } from 'kysely';
import { buildApp } from '../app';
import type { ArtistsTable } from '../artists/artist.table';
import { readCatalogConfig } from '../config';
import type { CatalogDatabase } from '../db';
import type { StudiosTable } from '../studios/studio.table';

// The catalog's test data, one of each: the service under test, application bodies, rows written straight into
// its schema, logins and approval. Journeys through the gateway use the bodies too.

/** The catalog under test (`useService(catalogService)`); logins are made through the fake of auth's account API. */
export const catalogService = testedService<CatalogDatabase>('catalog', (env, options) =>
  buildApp(readCatalogConfig(env), options),
);
export type CatalogTest = ServiceTest<CatalogDatabase>;

/** The catalog schema for journeys that start the whole stack. */
export const catalogDb = (databaseUrl: string) =>
  createDb<CatalogDatabase>(databaseUrl, 'catalog', { max: 2 });

/** Approves like an admin does (PUT /api/admin/{kind}/{id}), so caches and events see it. */
export async function approve(ctx: CatalogTest, kind: 'artists' | 'studios', id: string) {
  const res = await ctx.inject(
    { method: 'PUT', url: `/api/admin/${kind}/${id}`, payload: { status: 'approved' } },
    ctx.auth.admin,
  );
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
}

/** A login for a profile (or a client) made through auth's account API, as the application flows make them. */
export const createLogin = (
  ctx: CatalogTest,
  body: {
    email: string;
    password: string;
    role: 'artist' | 'studio' | 'client';
    artistId?: string;
    studioId?: string;
  },
) =>
  createAuthClient({ authUrl: ctx.auth.url, secret: TEST_SECRET }).createOrLink(body, {
    user: null,
    ip: '127.0.0.1',
  });

export const applyArtist = (ctx: CatalogTest, body: Record<string, unknown>) =>
  ctx.inject({ method: 'POST', url: '/api/artists', payload: body });

export const applyStudio = (ctx: CatalogTest, body: Record<string, unknown>) =>
  ctx.inject({ method: 'POST', url: '/api/studios', payload: body });

/** Applies, approves and signs in: an approved artist, the body it applied with, and its user. */
export async function approvedArtist(ctx: CatalogTest, overrides: Record<string, unknown> = {}) {
  const body = await artistApplication(overrides);
  const res = await applyArtist(ctx, body);
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  await approve(ctx, 'artists', res.json().id);
  return { artist: res.json(), body, user: ctx.auth.signIn(body.email, body.password) };
}

let serial = 0;
/** A complete, valid artist application (spec §5) with a unique handle and email. */
export async function artistApplication(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return {
    artistName: `Maya Stone ${serial}`,
    profileImage: await jpegDataUrl(),
    bio: 'Fine line and botanical work, ten years in Austin.',
    tattooStyles: ['Fine Line', 'Botanical'],
    portfolioImages: [await jpegDataUrl(), await jpegDataUrl()],
    flashImages: [await jpegDataUrl()],
    instagramHandle: `maya_${id}`,
    studioName: 'Ink House',
    location: 'Austin, TX 78701',
    locationLat: '30.2672',
    locationLng: -97.7431,
    locationAddress: '',
    phone: '512-555-0100',
    email: `maya.${id}@ink.test`,
    website: 'https://maya.example.com',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    depositPolicy: 'Deposit of $100 holds your slot.',
    cancellationPolicy: '48 hours notice or the deposit is kept.',
    touchupPolicy: 'Free touch-ups within 3 months.',
    ...overrides,
  };
}

/** A complete, valid studio application (spec §5); every call has its own business email. */
export async function studioApplication(overrides: Record<string, unknown> = {}) {
  const [logo, banner, inside, outside] = await Promise.all([
    jpegDataUrl('#123'),
    jpegDataUrl('#456'),
    jpegDataUrl('#789'),
    jpegDataUrl('#abc'),
  ]);
  return {
    studioName: 'Ink & Iron Studio',
    logo,
    tagline: 'Bold lines since 1999',
    description: 'A private studio in East Austin with six resident artists and guest spots.',
    establishedYear: '1999',
    specializations: ['Traditional', 'Script'],
    bannerImage: banner,
    interiorImages: [inside],
    exteriorImages: [outside],
    instagramHandle: '@InkIron',
    location: 'Austin, TX',
    locationAddress: '1100 E 6th St, Austin, TX 78702',
    locationLat: '30.26',
    locationLng: '-97.73',
    phone: '(512) 555-0100',
    businessEmail: `studio-${randomUUID().slice(0, 8)}@inkiron.test`,
    businessHours: { monday: '10am - 8pm' },
    website: 'https://inkiron.example',
    appointmentType: 'both',
    depositPolicy: 'A $100 deposit is required for every booking.',
    cancellationPolicy: 'Cancel 48 hours ahead to move your deposit.',
    shopMinimum: '80',
    ageRequirements: '18+ with a valid photo ID',
    handlesDeposits: true,
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    ...overrides,
  };
}

type TestDb = ReturnType<typeof catalogDb>;

/** An artist row written straight into the schema, for tests of reads, counts and moderation. */
export async function insertArtist(db: TestDb, overrides: Partial<Insertable<ArtistsTable>> = {}) {
  const handle = `artist_${randomUUID().slice(0, 8)}`;
  return db
    .insertInto('artists')
    .values({
      artist_name: 'Test Artist',
      instagram_handle: handle,
      location: 'Austin, TX',
      bio: 'Fine line and botanical work in a quiet private studio in Austin.',
      email: `${handle}@artists.test`,
      tattoo_styles: ['Fine Line'],
      portfolio_images: [],
      flash_images: [],
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A studio row written straight into the schema, for tests of reads, counts and moderation. */
export async function insertStudio(db: TestDb, overrides: Partial<Insertable<StudiosTable>> = {}) {
  const handle = `studio-${randomUUID().slice(0, 8)}`;
  return db
    .insertInto('studios')
    .values({
      studio_name: 'Test Studio',
      handle,
      tagline: 'A tagline of some length',
      description: 'A description that is long enough to pass every rule we have here.',
      location: 'Austin, TX',
      business_email: `${handle}@studios.test`,
      business_hours: JSON.stringify({}),
      appointment_type: 'both',
      specializations: ['Traditional'],
      interior_images: [],
      exterior_images: [],
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Nothing a response carries may be a secret or an inline image. */
export const SECRETS = /password|\$argon2|data:image/i;

export { fakeMedia, type Place, seedArtists, seedStudios } from './seed-at-scale';
export { jpegDataUrl };
