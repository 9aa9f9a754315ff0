import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applyArtist,
  artistApplication,
  catalogService,
  createLogin,
  jpegDataUrl,
  SECRETS,
} from '../testing/factories';

// POST /api/artists and GET /api/check-handle, through the gateway: profile and login together or neither.
// Every application comes from one test address: the per-address limit has its own journey.
const ctx = useService(catalogService, { env: { APPLICATION_RATE_LIMIT_PER_ADDRESS: '1000' } });

const get = (url: string) => ctx.inject({ method: 'GET', url });

const artistRows = async (handle: string) =>
  (await ctx.db.selectFrom('artists').select('id').where('instagram_handle', '=', handle).execute()).length;
// auth's accounts (its account API, faked): a login must not be left behind.
const accountRows = async (email: string) => (ctx.auth.account(email) ? 1 : 0);

describe('an artist application', () => {
  it('creates a pending profile and its login, answering 201 without secrets', async () => {
    const body = await artistApplication({ locationAddress: '' });
    const res = await applyArtist(ctx, body);
    expect(res.statusCode).toBe(201);
    const artist = res.json();
    expect(artist).toMatchObject({
      artistName: body.artistName,
      instagramHandle: body.instagramHandle,
      status: 'pending',
      locationAddress: body.location, // falls back to location
      locationLat: 30.2672,
      tattooStyles: ['Fine Line', 'Botanical'],
    });
    expect(artist.profileImage).toMatch(/^\/media\//);
    expect(artist.portfolioImages).toHaveLength(2);
    for (const url of [...artist.portfolioImages, ...artist.flashImages]) expect(url).toMatch(/^\/media\//);
    expect(res.body).not.toMatch(SECRETS);
    const user = ctx.auth.signIn(body.email, body.password);
    expect(user).toMatchObject({ role: 'artist', artistId: artist.id });
    const events = await sql<{ payload: Record<string, unknown> }>`
      select payload from catalog.outbox where subject = 'catalog.artist.submitted' and payload->>'id' = ${artist.id}`.execute(
      ctx.db,
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]?.payload.email).toBe(body.email);
    expect(JSON.stringify(events.rows[0]?.payload)).not.toMatch(SECRETS);
  });

  it('normalises the handle from @Name and from an Instagram URL', async () => {
    const at = await applyArtist(ctx, await artistApplication({ instagramHandle: '@Ink.Queen' }));
    expect(at.json().instagramHandle).toBe('ink.queen');
    const url = await applyArtist(
      ctx,
      await artistApplication({ instagramHandle: 'https://www.instagram.com/Line_Work/?igsh=abc' }),
    );
    expect(url.json().instagramHandle).toBe('line_work');
  });

  it('refuses a taken handle, however it is written, with 409 on the field', async () => {
    const first = await artistApplication();
    expect((await applyArtist(ctx, first)).statusCode).toBe(201);
    const again = await artistApplication({ instagramHandle: `@${first.instagramHandle.toUpperCase()}` });
    const res = await applyArtist(ctx, again);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This handle is already taken',
      error: { fields: { instagramHandle: 'This handle is already taken' } },
    });
    expect(await accountRows(again.email)).toBe(0);
  });

  it('refuses an email that has an account with the same 409 for the right and a wrong password, leaving nothing', async () => {
    // Passwords are checked only by sign-in (DESIGN §3): an application must not be a password oracle.
    const body = await artistApplication();
    await createLogin(ctx, { email: body.email, password: body.password, role: 'client' });
    const right = await applyArtist(ctx, body);
    const wrong = await applyArtist(ctx, {
      ...body,
      password: 'not-theirs-1',
      confirmPassword: 'not-theirs-1',
    });
    expect(right.statusCode).toBe(409);
    expect(right.json().message).toBe('An account with this email already exists');
    expect([wrong.statusCode, wrong.json()]).toEqual([right.statusCode, right.json()]);
    expect(await artistRows(body.instagramHandle)).toBe(0);
    expect(ctx.auth.signIn(body.email, body.password)).toMatchObject({ role: 'client', artistId: null });
  });

  it('links the new profile to the account the applicant is signed in as, and only that one', async () => {
    const body = await artistApplication();
    await createLogin(ctx, { email: body.email, password: body.password, role: 'client' });
    const owner = ctx.auth.signIn(body.email, body.password);
    const stranger = ctx.auth.admin;
    const apply = (user: SessionUser) =>
      ctx.inject({ method: 'POST', url: '/api/artists', payload: body }, user);
    expect((await apply(stranger)).statusCode).toBe(409);
    const res = await apply(owner);
    expect(res.statusCode, res.body).toBe(201);
    const user = ctx.auth.signIn(body.email, body.password);
    expect(user).toMatchObject({ role: 'artist', artistId: res.json().id });
  });

  it('refuses a second profile for an email that already has one', async () => {
    const first = await artistApplication();
    expect((await applyArtist(ctx, first)).statusCode).toBe(201);
    const second = await artistApplication({ email: first.email });
    expect((await applyArtist(ctx, second)).statusCode).toBe(409);
    expect(await artistRows(second.instagramHandle)).toBe(0);
  });
});

describe('application validation (spec §5): 400 with the field message, nothing created', async () => {
  const long = (n: number) => 'x'.repeat(n);
  const image = await jpegDataUrl();
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['name', 'artistName', { artistName: '  ' }, "What's your name?"],
    ['profile photo', 'profileImage', { profileImage: undefined }, 'Profile photo is required'],
    ['short bio', 'bio', { bio: 'Too short' }, 'Tell us more about yourself (at least 25 characters)'],
    ['long bio', 'bio', { bio: long(151) }, 'Bio must be 150 characters or less'],
    ['styles', 'tattooStyles', { tattooStyles: [] }, 'Select at least one tattoo style'],
    ['no portfolio', 'portfolioImages', { portfolioImages: [] }, 'Upload at least one portfolio image'],
    [
      '26 portfolio',
      'portfolioImages',
      { portfolioImages: Array(26).fill(image) },
      'Maximum 25 portfolio images allowed',
    ],
    ['9 flash', 'flashImages', { flashImages: Array(9).fill(image) }, 'Maximum 8 images allowed'],
    [
      'outside image',
      'portfolioImages.0',
      { portfolioImages: ['https://evil.example/a.jpg'] },
      'Images must be uploaded files',
    ],
    ['handle', 'instagramHandle', { instagramHandle: '' }, 'Instagram handle is required'],
    ['location', 'location', { location: '' }, 'Where are you located?'],
    ['email', 'email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'password',
      'password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    ['confirmation', 'confirmPassword', { confirmPassword: '' }, 'Please confirm your password'],
    ['mismatch', 'confirmPassword', { confirmPassword: 'different-pass' }, "Passwords don't match"],
    ['deposit', 'depositPolicy', { depositPolicy: 'short' }, 'Deposit policy must be at least 10 characters'],
    [
      'cancellation',
      'cancellationPolicy',
      { cancellationPolicy: 'x' },
      'Cancellation policy must be at least 10 characters',
    ],
    ['touch-up', 'touchupPolicy', { touchupPolicy: '' }, 'Touch-up policy must be at least 10 characters'],
    [
      'website',
      'website',
      { website: 'javascript:alert(1)' },
      'Please enter a valid website URL (e.g., https://example.com)',
    ],
  ];
  it.each(cases)('%s', async (_name, field, override, message) => {
    const body = await artistApplication(override);
    const res = await applyArtist(ctx, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(res.body).not.toMatch(/data:image/);
    if (typeof body.instagramHandle === 'string' && body.instagramHandle)
      expect(await artistRows(body.instagramHandle.toLowerCase())).toBe(0);
    expect(await accountRows(body.email)).toBe(0);
  });
});

describe('GET /api/check-handle', () => {
  it('answers availability for the normalised handle, counting pending profiles as taken', async () => {
    const body = await artistApplication();
    await applyArtist(ctx, body);
    const taken = await get(`/api/check-handle?instagramHandle=%40${body.instagramHandle.toUpperCase()}`);
    expect(taken.json()).toEqual({ available: false });
    const free = await get('/api/check-handle?instagramHandle=nobody.here_yet');
    expect(free.json()).toEqual({ available: true });
    expect((await get('/api/check-handle?instagramHandle=')).statusCode).toBe(400);
  });
});
