import { type Stack, sessionCookie, startStack, testAdmin } from '@inkbook/composition/testing';
import { signedHeaders } from '@inkbook/service-kit/testing';
import pg from 'pg';
import { jpegDataUrl } from '../media/test-images';

export { jpegDataUrl };

// Test helpers for the artist tests: a running stack, a valid application, sign-in and approval by SQL.

export interface ArtistStack {
  stack: Stack;
  sql: pg.Client;
  close(): Promise<void>;
}

export async function startArtistStack(): Promise<ArtistStack> {
  const stack = await startStack({ SESSION_CACHE_MS: '0' });
  const sql = new pg.Client({ connectionString: stack.databaseUrl });
  await sql.connect();
  return {
    stack,
    sql,
    async close() {
      await sql.end();
      await stack.close();
    },
  };
}

let serial = 0;
/** A complete, valid application (spec §5) with a unique handle and email. */
export async function application(overrides: Record<string, unknown> = {}) {
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

export const apply = (stack: Stack, body: Record<string, unknown>) =>
  stack.gateway.inject({ method: 'POST', url: '/api/artists', payload: body });

export const get = (stack: Stack, url: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'GET', url, headers });

export const put = (stack: Stack, url: string, payload: Record<string, unknown>, cookie?: string) =>
  stack.gateway.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });

export async function login(stack: Stack, email: string, password: string) {
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res.headers['set-cookie']), user: res.json().user };
}

/** Approves like an admin does (PUT /api/admin/artists/:id), so caches and events see it. */
export async function approve(ctx: ArtistStack, handle: string) {
  const { rows } = await ctx.sql.query('select id from catalog.artists where instagram_handle = $1', [
    handle,
  ]);
  const admin = await login(ctx.stack, testAdmin.email, testAdmin.password);
  const res = await put(ctx.stack, `/api/admin/artists/${rows[0].id}`, { status: 'approved' }, admin.cookie);
  if (res.statusCode !== 200) throw new Error(`approve failed ${res.statusCode} ${res.body}`);
}

/** An existing login, made the way catalog makes them (auth's internal account API). */
export const createAccount = (stack: Stack, email: string, password: string) =>
  stack.services.auth.inject({
    method: 'POST',
    url: '/internal/accounts',
    headers: signedHeaders(null),
    payload: { email, password, role: 'client' },
  });

/** Applies, approves and signs in: an approved artist with their session. */
export async function approvedArtist(ctx: ArtistStack, overrides: Record<string, unknown> = {}) {
  const body = await application(overrides);
  const res = await apply(ctx.stack, body);
  if (res.statusCode !== 201) throw new Error(`apply failed ${res.statusCode} ${res.body}`);
  await approve(ctx, res.json().instagramHandle);
  const { cookie } = await login(ctx.stack, body.email, body.password);
  return { artist: res.json(), body, cookie };
}

/** Nothing a response carries may be a secret or an inline image. */
export const SECRETS = /password|\$argon2|data:image/i;
