import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { describe, expect, it } from 'vitest';
import { useInquiryJourney } from './inquiries-stack';

// Send → the recipient reads it pending → status → notes → delete, for both kinds, through the gateway; the
// client follows both on /my-inquiries, and the admin list counts the artist's inquiries from the events.

const ctx = useInquiryJourney();

async function waitForCount(admin: string, artistId: string, expected: number) {
  for (let i = 0; i < 100; i += 1) {
    const res = await ctx.send('GET', '/api/admin/artists?includeInquiryCounts=true', {
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
    const artist = await ctx.recipientArtist();
    const studio = await ctx.recipientStudio();
    const admin = await ctx.signInAdmin();
    const sent = await ctx.fromNewClient(artist.artist.id, studio.studio.id);
    // Sent signed in with no contact: the first inquiry's name and phone, the account's email.
    const { fullName, email, phone } = sent.artistInquiry;
    expect(sent.studioInquiry).toMatchObject({ fullName, email, phone });
    const artistUrl = `/api/inquiries/${sent.artistInquiry.id}`;
    const studioUrl = `/api/studio-inquiries/${sent.studioInquiry.id}`;

    const artistInbox = await ctx.send('GET', `/api/inquiries/artist/${artist.artist.id}`, {
      cookie: artist.cookie,
    });
    expect(artistInbox.json().items).toEqual([
      expect.objectContaining({ id: sent.artistInquiry.id, status: 'pending' }),
    ]);
    const studioInbox = await ctx.send('GET', `/api/studio-inquiries/studio/${studio.studio.id}`, {
      cookie: studio.cookie,
    });
    expect(studioInbox.json().items).toEqual([
      expect.objectContaining({ id: sent.studioInquiry.id, status: 'pending' }),
    ]);
    await waitForCount(admin, artist.artist.id, 1);

    const reviewed = await ctx.send('PATCH', `${artistUrl}/status`, {
      cookie: artist.cookie,
      payload: { status: 'reviewed' },
    });
    expect(reviewed.json().status).toBe('reviewed');
    const notes = await ctx.send('PATCH', `${artistUrl}/notes`, {
      cookie: artist.cookie,
      payload: { notes: 'Quote sent by text' },
    });
    expect(notes.json().inquiry).toMatchObject({ status: 'reviewed', response: 'Quote sent by text' });
    const approved = await ctx.send('PATCH', `${studioUrl}/status`, {
      cookie: studio.cookie,
      payload: { status: 'approved', response: 'Book with Maya on Friday' },
    });
    expect(approved.json()).toMatchObject({ status: 'approved', response: 'Book with Maya on Friday' });

    const mine = (await ctx.send('GET', '/api/inquiries/mine', { cookie: sent.cookie })).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ kind: 'studio', status: 'approved', response: 'Book with Maya on Friday' }),
      expect.objectContaining({ kind: 'artist', status: 'reviewed', response: null }),
    ]);

    expect((await ctx.send('DELETE', artistUrl, { cookie: artist.cookie })).statusCode).toBe(200);
    expect((await ctx.send('DELETE', studioUrl, { cookie: studio.cookie })).statusCode).toBe(200);
    expect((await ctx.send('GET', '/api/inquiries/mine', { cookie: sent.cookie })).json().items).toEqual([]);
    await waitForCount(admin, artist.artist.id, 0);
  });
});

describe('step 6 without a contact', () => {
  it('is a 400 naming the missing fields for a signed-in sender with nothing on file, and for anyone signed out', async () => {
    const artist = await ctx.recipientArtist();
    const body = withoutContact(artistInquiryBody(artist.artist.id));
    const signedIn = await ctx.send('POST', '/api/inquiries', {
      payload: body,
      cookie: artist.cookie,
    });
    expect(signedIn.statusCode).toBe(400);
    expect(Object.keys(signedIn.json().error.fields)).toEqual(['fullName', 'phone']);
    const anonymous = await ctx.send('POST', '/api/inquiries', { payload: body });
    expect(anonymous.statusCode).toBe(400);
    expect(Object.keys(anonymous.json().error.fields)).toEqual(['fullName', 'email', 'phone']);
  });
});
