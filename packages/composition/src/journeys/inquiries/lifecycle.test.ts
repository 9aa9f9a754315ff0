import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/stack';
import {
  type InquiryJourney,
  inquiriesFromNewClient,
  recipientArtist,
  recipientStudio,
  send,
  startInquiryJourney,
} from './inquiries-stack';

// Send → the recipient reads it pending → status → notes → delete, for both kinds, through the gateway; the
// client follows both on /my-inquiries, and the admin list counts the artist's inquiries from the events.

let ctx: InquiryJourney;
beforeAll(async () => {
  ctx = await startInquiryJourney();
}, 60_000);
afterAll(() => ctx?.close());

async function waitForCount(admin: string, artistId: string, expected: number) {
  for (let i = 0; i < 100; i += 1) {
    const res = await send(ctx.stack, 'GET', '/api/admin/artists?includeInquiryCounts=true', {
      cookie: admin,
    });
    const row = res.json().items.find((a: { id: string }) => a.id === artistId);
    if (row?.inquiryCount === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`inquiry count never reached ${expected}`);
}

describe('inquiries from send to delete', () => {
  it('an artist inquiry and a studio inquiry, each through its whole life', async () => {
    const artist = await recipientArtist(ctx);
    const studio = await recipientStudio(ctx);
    const admin = await signInAdmin(ctx.stack);
    const sent = await inquiriesFromNewClient(ctx, artist.artist.id, studio.studio.id);
    const artistUrl = `/api/inquiries/${sent.artistInquiry.id}`;
    const studioUrl = `/api/studio-inquiries/${sent.studioInquiry.id}`;

    const artistInbox = await send(ctx.stack, 'GET', `/api/inquiries/artist/${artist.artist.id}`, {
      cookie: artist.cookie,
    });
    expect(artistInbox.json().items).toEqual([
      expect.objectContaining({ id: sent.artistInquiry.id, status: 'pending' }),
    ]);
    const studioInbox = await send(ctx.stack, 'GET', `/api/studio-inquiries/studio/${studio.studio.id}`, {
      cookie: studio.cookie,
    });
    expect(studioInbox.json().items).toEqual([
      expect.objectContaining({ id: sent.studioInquiry.id, status: 'pending' }),
    ]);
    await waitForCount(admin, artist.artist.id, 1);

    const reviewed = await send(ctx.stack, 'PATCH', `${artistUrl}/status`, {
      cookie: artist.cookie,
      payload: { status: 'reviewed' },
    });
    expect(reviewed.json().status).toBe('reviewed');
    const notes = await send(ctx.stack, 'PATCH', `${artistUrl}/notes`, {
      cookie: artist.cookie,
      payload: { notes: 'Quote sent by text' },
    });
    expect(notes.json().inquiry).toMatchObject({ status: 'reviewed', response: 'Quote sent by text' });
    const approved = await send(ctx.stack, 'PATCH', `${studioUrl}/status`, {
      cookie: studio.cookie,
      payload: { status: 'approved', response: 'Book with Maya on Friday' },
    });
    expect(approved.json()).toMatchObject({ status: 'approved', response: 'Book with Maya on Friday' });

    const mine = (await send(ctx.stack, 'GET', '/api/inquiries/mine', { cookie: sent.cookie })).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ kind: 'studio', status: 'approved', response: 'Book with Maya on Friday' }),
      expect.objectContaining({ kind: 'artist', status: 'reviewed', response: null }),
    ]);

    expect((await send(ctx.stack, 'DELETE', artistUrl, { cookie: artist.cookie })).statusCode).toBe(200);
    expect((await send(ctx.stack, 'DELETE', studioUrl, { cookie: studio.cookie })).statusCode).toBe(200);
    expect(
      (await send(ctx.stack, 'GET', '/api/inquiries/mine', { cookie: sent.cookie })).json().items,
    ).toEqual([]);
    await waitForCount(admin, artist.artist.id, 0);
  });
});
