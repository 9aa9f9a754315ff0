import { signIn, signInAdmin } from '@inkbook/catalog/testing';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistInquiryBody,
  type InquiriesTest,
  recipientArtist,
  sendArtistInquiry,
  startInquiries,
  waitFor,
} from '../testing/factories';

let t: InquiriesTest;
let artist: Awaited<ReturnType<typeof recipientArtist>>;
let admin: SessionUser;

beforeAll(async () => {
  t = await startInquiries();
  artist = await recipientArtist(t);
  admin = await signInAdmin(t.catalog);
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: SessionUser | null, payload?: object) =>
  t.inject({ method, url, ...(payload && { payload }) }, user);

const inquiryCount = async () => {
  const res = await t.catalog.inject(
    { method: 'GET', url: '/api/admin/artists?includeInquiryCounts=true' },
    admin,
  );
  return res.json().items.find((a: { id: string }) => a.id === artist.artist.id)?.inquiryCount;
};

describe('an artist inquiry from arrival to deletion', () => {
  it('reads pending, changes status and private notes, deletes; events keep catalog’s count', async () => {
    const sent = await sendArtistInquiry(t, artistInquiryBody(artist.artist.id));
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id;
    await waitFor(async () => (await inquiryCount()) === 1, 'inquiry count 1');

    const inbox = await call('GET', `/api/inquiries/artist/${artist.artist.id}`, artist.user);
    expect(inbox.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id, status: 'pending', response: null }],
    });

    for (const status of ['reviewed', 'responded', 'approved', 'declined', 'pending'])
      expect(
        (await call('PATCH', `/api/inquiries/${id}/status`, artist.user, { status })).json().status,
      ).toBe(status);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, artist.user, { status: 'archived' })).statusCode,
    ).toBe(400);

    const blank = await call('PATCH', `/api/inquiries/${id}/notes`, artist.user, { notes: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ notes: 'Notes cannot be empty' });
    const notes = await call('PATCH', `/api/inquiries/${id}/notes`, artist.user, {
      notes: 'Call back Tuesday',
    });
    expect(notes.json()).toMatchObject({ inquiry: { id, response: 'Call back Tuesday' } });

    const { rows } = await sql<{ subject: string; previous: string | null }>`
      select subject, payload->>'previousStatus' as previous from inquiries.outbox order by seq`.execute(
      t.db,
    );
    expect(rows.map((r) => r.subject)).toEqual([
      'inquiries.inquiry.created',
      ...Array(6).fill('inquiries.inquiry.updated'),
    ]);
    expect(rows.map((r) => r.previous).slice(1)).toEqual([
      'pending',
      'reviewed',
      'responded',
      'approved',
      'declined',
      'pending',
    ]);

    expect((await call('DELETE', `/api/inquiries/${id}`, artist.user)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/inquiries/${id}`, artist.user)).statusCode).toBe(404);
    await waitFor(async () => (await inquiryCount()) === 0, 'inquiry count 0');
  });

  it('lets an admin do what the recipient may; another artist neither reads nor changes it', async () => {
    const id = (await sendArtistInquiry(t, artistInquiryBody(artist.artist.id))).json().id;
    const other = await recipientArtist(t);
    expect((await call('GET', `/api/inquiries/artist/${artist.artist.id}`, other.user)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, other.user, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, admin, { status: 'approved' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/inquiries/not-a-uuid/status`, admin, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/inquiries/artist/${artist.artist.id}`, null)).statusCode).toBe(401);
  });

  it("never shows an artist's private notes to the client who sent it", async () => {
    const body = artistInquiryBody(artist.artist.id, { password: 'client-password' });
    const id = (await sendArtistInquiry(t, body)).json().id;
    await call('PATCH', `/api/inquiries/${id}/notes`, artist.user, { notes: 'Seems flaky' });
    const client = await signIn(t.catalog, body.email, 'client-password');
    const mine = (await call('GET', '/api/inquiries/mine', client)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ id, kind: 'artist', recipientId: artist.artist.id, response: null }),
    ]);
    expect(mine.items[0].recipientName).toBe(artist.artist.artistName);
    expect((await call('GET', '/api/inquiries/mine', null)).statusCode).toBe(401);
  });
});
