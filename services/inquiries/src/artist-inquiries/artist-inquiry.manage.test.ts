import type { EventEnvelope } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();
const admin = sessionUser('admin');
/** What the service put on the bus: catalog keeps its inquiry counts from these (catalog's projection.test). */
const published: EventEnvelope[] = [];
beforeAll(() => t.transport.listen(['inquiries.>'], (event) => published.push(event)));

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: SessionUser | null, payload?: object) =>
  t.inject({ method, url, ...(payload && { payload }) }, user);

const publishedAbout = (id: string) => published.filter((e) => e.data.id === id).map((e) => e.subject);

describe('an artist inquiry from arrival to deletion', () => {
  it('reads pending, changes status and private notes, deletes; events for catalog’s count', async () => {
    const sent = await t.sendArtist(t.artistBody());
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id;
    await expect.poll(() => publishedAbout(id)).toEqual(['inquiries.inquiry.created']);

    const inbox = await call('GET', `/api/inquiries/artist/${t.artist.id}`, t.artistUser);
    expect(inbox.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id, status: 'pending', response: null }],
    });

    for (const status of ['reviewed', 'responded', 'approved', 'declined', 'pending'])
      expect(
        (await call('PATCH', `/api/inquiries/${id}/status`, t.artistUser, { status })).json().status,
      ).toBe(status);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, t.artistUser, { status: 'archived' })).statusCode,
    ).toBe(400);

    const blank = await call('PATCH', `/api/inquiries/${id}/notes`, t.artistUser, { notes: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ notes: 'Notes cannot be empty' });
    const notes = await call('PATCH', `/api/inquiries/${id}/notes`, t.artistUser, {
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

    expect((await call('DELETE', `/api/inquiries/${id}`, t.artistUser)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/inquiries/${id}`, t.artistUser)).statusCode).toBe(404);
    await expect.poll(() => publishedAbout(id).at(-1)).toBe('inquiries.inquiry.deleted');
  });

  it('lets an admin do what the recipient may; another artist neither reads nor changes it', async () => {
    const id = (await t.sendArtist(t.artistBody())).json().id;
    const other = await publishedArtist(t);
    expect((await call('GET', `/api/inquiries/artist/${t.artist.id}`, other.user)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, other.user, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/inquiries/${id}/status`, admin, { status: 'approved' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/inquiries/not-a-uuid/status`, admin, { status: 'approved' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/inquiries/artist/${t.artist.id}`, null)).statusCode).toBe(401);
  });

  it("never shows an artist's private notes to the client who sent it", async () => {
    const body = t.artistBody({ password: 'client-password' });
    const id = (await t.sendArtist(body)).json().id;
    await call('PATCH', `/api/inquiries/${id}/notes`, t.artistUser, { notes: 'Seems flaky' });
    const client = t.auth.signIn(body.email, 'client-password');
    const mine = (await call('GET', '/api/inquiries/mine', client)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ id, kind: 'artist', recipientId: t.artist.id, response: null }),
    ]);
    expect(mine.items[0].recipientName).toBe(t.artist.artistName);
    expect((await call('GET', '/api/inquiries/mine', null)).statusCode).toBe(401);
  });
});
