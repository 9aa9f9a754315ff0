import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applyArtist,
  approvedArtist,
  artistApplication,
  catalogService,
  jpegDataUrl,
  SECRETS,
} from '../testing/factories';

// The owner's reads and edits: GET /api/artists/my-profile, PUT /api/artists/{id}.
const ctx = useService(catalogService);

const get = (url: string, user?: SessionUser) => ctx.inject({ method: 'GET', url }, user);
const put = (url: string, payload: Record<string, unknown>, user?: SessionUser) =>
  ctx.inject({ method: 'PUT', url, payload }, user);

/** The edit form's body for an artist as answered (spec §5 "Artist profile update"). */
const editForm = (artist: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  artistName: artist.artistName,
  bio: 'Fine line and botanical work, ten years in Austin, now booking 2026.',
  tattooStyles: ['Fine Line', 'Blackwork'],
  portfolioImages: artist.portfolioImages,
  flashImages: artist.flashImages,
  profileImage: artist.profileImage,
  studioName: 'Ink House',
  location: 'Austin, TX',
  phone: '',
  email: artist.email,
  website: '',
  depositPolicy: 'Deposit of $150 holds your slot.',
  cancellationPolicy: '',
  touchupPolicy: 'Free touch-ups within 3 months.',
  ...overrides,
});

describe('GET /api/artists/my-profile', () => {
  it('answers the signed-in artist’s own profile in any status, 401 signed out, 404 without a profile', async () => {
    const body = await artistApplication();
    const created = (await applyArtist(ctx, body)).json();
    const user = ctx.auth.signIn(body.email, body.password);
    const mine = await get('/api/artists/my-profile', user);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: created.id, status: 'pending' });
    expect(mine.body).not.toMatch(SECRETS);
    expect((await get('/api/artists/my-profile')).statusCode).toBe(401);
    const admin = ctx.auth.admin;
    expect((await get('/api/artists/my-profile', admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/artists/{id}', () => {
  it('lets the owner edit the whole profile, but never its status', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const url = `/api/artists/${artist.id}`;
    expect((await put(url, editForm(artist, { status: 'rejected' }), user)).statusCode).toBe(400);
    const res = await put(url, editForm(artist), user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      tattooStyles: ['Fine Line', 'Blackwork'],
      cancellationPolicy: null,
      phone: null,
    });
    expect(res.body).not.toMatch(SECRETS);
    // The latest update event (approval by the admin published one too).
    const event = await sql<{ payload: Record<string, unknown> }>`
      select payload from catalog.outbox where subject = 'catalog.artist.updated' and payload->>'id' = ${artist.id}
      order by seq desc limit 1`.execute(ctx.db);
    expect(event.rows[0]?.payload).toMatchObject({ tattooStyles: ['Fine Line', 'Blackwork'] });
  });

  it('changes the profile photo alone', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const res = await put(`/api/artists/${artist.id}`, { profileImage: await jpegDataUrl() }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImage).toMatch(/^\/media\//);
    expect(res.json().bio).toBe(artist.bio);
  });

  it('answers 401 signed out, 403 to another artist, and lets an admin edit (404 for an unknown id)', async () => {
    const { artist } = await approvedArtist(ctx);
    const other = await approvedArtist(ctx);
    const url = `/api/artists/${artist.id}`;
    expect((await put(url, editForm(artist))).statusCode).toBe(401);
    const denied = await put(url, { bio: 'x' }, other.user);
    expect(denied.statusCode).toBe(403);
    const admin = ctx.auth.admin;
    const byAdmin = await put(url, editForm(artist, { artistName: 'Renamed' }), admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().artistName).toBe('Renamed');
    const unknown = await put('/api/artists/00000000-0000-4000-8000-000000000000', editForm(artist), admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('resubmits a rejected profile when its owner edits it, not when an admin does', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const admin = ctx.auth.admin;
    const url = `/api/artists/${artist.id}`;
    const bio = 'Fine line and botanical work, ten years in Austin, now booking 2026 dates.';
    await ctx.inject(
      { method: 'PUT', url: `/api/admin/artists/${artist.id}`, payload: { status: 'rejected' } },
      admin,
    );
    const byAdmin = await put(url, { bio }, admin);
    expect(byAdmin.json()).toMatchObject({ status: 'rejected', bio });
    const byOwner = await put(url, { bio: `${bio} Again.` }, user);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ status: 'pending' });
  });

  it('keeps a bio accepted at application when it comes back unchanged; a changed one meets the edit rule', async () => {
    const accepted = 'Fine line, ten years, Austin.';
    const { artist, user } = await approvedArtist(ctx, { bio: accepted });
    const url = `/api/artists/${artist.id}`;
    const phoneChange = await put(url, editForm(artist, { bio: accepted, phone: '+1 512 555 0100' }), user);
    expect(phoneChange.statusCode).toBe(200);
    expect(phoneChange.json()).toMatchObject({ bio: accepted, phone: '+1 512 555 0100' });
    const changed = await put(url, editForm(artist, { bio: 'Fine line, eleven years, Austin.' }), user);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields.bio).toBe('Bio must be at least 50 characters');
  });

  it('applies the edit rules and refuses a taken handle', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const other = await approvedArtist(ctx);
    const url = `/api/artists/${artist.id}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bio: 'Too short for an edit.' }, 'bio', 'Bio must be at least 50 characters'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be less than 500 characters'],
      [{ portfolioImages: [] }, 'portfolioImages', 'Upload at least one portfolio image'],
      [
        { portfolioImages: Array(26).fill(artist.profileImage) },
        'portfolioImages',
        'Maximum 25 portfolio images allowed',
      ],
      [{ studioName: 'X' }, 'studioName', 'Studio name must be at least 2 characters'],
      [{ location: 'X' }, 'location', 'Location must be at least 2 characters'],
      [{ flashImages: Array(16).fill(artist.profileImage) }, 'flashImages', 'Maximum 15 images allowed'],
      [{ depositPolicy: 'short' }, 'depositPolicy', 'Deposit policy must be at least 10 characters'],
      [{ website: 'ftp://x.example' }, 'website', 'Please enter a valid website URL'],
    ];
    for (const [override, field, message] of cases) {
      const res = await put(url, editForm(artist, override), user);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const taken = await put(
      url,
      editForm(artist, { instagramHandle: `@${other.artist.instagramHandle}` }),
      user,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.instagramHandle).toBe('This handle is already taken');
    const moved = await put(url, editForm(artist, { instagramHandle: 'Moved.Handle' }), user);
    expect(moved.json().instagramHandle).toBe('moved.handle');
    expect((await get('/api/artists/moved.handle')).statusCode).toBe(200);
  });
});
