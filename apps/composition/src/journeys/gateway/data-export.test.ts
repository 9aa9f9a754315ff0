import { createHash } from 'node:crypto';
import { REAUTHENTICATE_TO_EXPORT } from '@inkbook/contracts/data-export';
import { artistInquiryBody, waitFor } from '@inkbook/inquiries/testing';
import { jpegDataUrl } from '@inkbook/media/testing';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingJourney } from '../bookings/bookings-stack';

// Issue 27 item 5, through the gateway with every service real: a client with one of everything (an inquiry with a
// photo, both sides of a conversation, an offer accepted into a booking, a signed consent form, a notification,
// changed preferences) downloads their data as a ZIP, and it holds all of that and nothing of anyone else: not the
// artist's private notes, not another client's inquiry. Only a session signed in within 10 minutes may download it.

const j = useBookingJourney({ INQUIRY_RATE_LIMIT_PER_EMAIL: '1000' });

const NOTES_MARKER = 'ARTIST-PRIVATE-NOTE-7f3c';
const MESSAGE = 'Could we move the koi a little higher?';
const REPLY = 'Sure, send me a photo of the spot';
const PASSWORD = 'client-password';

const who = {} as {
  client: { cookie: string; email: string; inquiryId: string; bookingId: string; userId: string };
  other: { email: string; inquiryId: string };
  artist: { cookie: string; id: string };
  studio: { cookie: string; id: string };
};

/** `res` answered `status` (the body shown when not). */
const expectStatus = (res: { statusCode: number; body: string }, status: number) =>
  expect(res.statusCode, res.body).toBe(status);

/** GET /api/me/export as `cookie`'s holder: the ZIP's files by path, as text for the JSON ones. */
async function exportOf(cookie: string) {
  const res = await j.send('GET', '/api/me/export', { cookie });
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="inkbook-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const json = (path: string) => {
    const bytes = files[path];
    if (!bytes) throw new Error(`no ${path} in ${Object.keys(files).join(', ')}`);
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  };
  const allText = Object.entries(files)
    .filter(([path]) => path.endsWith('.json'))
    .map(([, bytes]) => Buffer.from(bytes).toString('utf8'))
    .join('\n');
  return { files, json, allText };
}

beforeAll(async () => {
  const artist = await j.recipientArtist();
  const studio = await j.recipientStudio();
  who.artist = { cookie: artist.cookie, id: artist.artist.id };
  who.studio = { cookie: studio.cookie, id: studio.studio.id };

  // The client's inquiry, with a reference photo, creates their account.
  const body = artistInquiryBody(who.artist.id, {
    password: PASSWORD,
    referenceImages: [await jpegDataUrl()],
  });
  const sent = await j.send('POST', '/api/inquiries', { payload: body });
  expectStatus(sent, 201);
  const cookie = await j.signIn(body.email, PASSWORD);
  const me = await j.send('GET', '/api/auth/me', { cookie });
  who.client = { cookie, email: body.email, inquiryId: sent.json().id, bookingId: '', userId: me.json().id };

  // Another client's inquiry to the same artist.
  const other = await j.fromNewClient(who.artist.id, who.studio.id);
  const otherMe = await j.send('GET', '/api/auth/me', { cookie: other.cookie });
  who.other = { email: otherMe.json().email, inquiryId: other.artistInquiry.id };

  // The artist's private notes on the client's inquiry, and both sides of the conversation.
  const inquiryUrl = `/api/inquiries/${who.client.inquiryId}`;
  expectStatus(
    await j.send('PATCH', `${inquiryUrl}/notes`, { cookie: artist.cookie, payload: { notes: NOTES_MARKER } }),
    200,
  );
  expectStatus(await j.send('POST', `${inquiryUrl}/messages`, { cookie, payload: { body: MESSAGE } }), 201);
  expectStatus(
    await j.send('POST', `${inquiryUrl}/messages`, { cookie: artist.cookie, payload: { body: REPLY } }),
    201,
  );

  // An offer accepted into a booking (no deposit: confirmed at once) and its consent form signed.
  await j.knowsInquiry(who.client.inquiryId);
  who.client.bookingId = (await j.confirmedBooking(artist.cookie, cookie, who.client.inquiryId)).id;
  const consent = await j.send('GET', `/api/bookings/${who.client.bookingId}/consent`, { cookie });
  const { form } = consent.json();
  expectStatus(
    await j.send('POST', `/api/bookings/${who.client.bookingId}/consent`, {
      cookie,
      payload: {
        legalName: 'Sam Q. Client',
        dateOfBirth: '1990-04-12',
        acknowledgements: form.statements.map((s: { id: string }) => s.id),
        signature: 'Sam Q. Client',
        version: form.version,
      },
    }),
    201,
  );

  // Preferences changed, and the bell has something (the offer's notification).
  expectStatus(
    await j.send('PUT', '/api/notifications/preferences', {
      cookie,
      payload: { email: { inquiries: false } },
    }),
    200,
  );
  await waitFor(
    async () => (await j.send('GET', '/api/notifications', { cookie })).json().notifications.length > 0,
    'the client has a notification',
  );
}, 180_000);

describe('GET /api/me/export', () => {
  it('answers 401 with the text to a visitor signed out, and to a session signed in more than 10 minutes ago', async () => {
    const signedOut = await j.send('GET', '/api/me/export');
    expectStatus(signedOut, 401);
    expect(signedOut.json()).toEqual({
      error: { code: 'reauthentication_required', message: REAUTHENTICATE_TO_EXPORT },
      message: REAUTHENTICATE_TO_EXPORT,
    });

    // A session in use all along but signed in 11 minutes ago: its last request does not count, its sign-in does.
    const cookie = await j.signIn(who.client.email, PASSWORD);
    const tokenHash = createHash('sha256')
      .update(cookie.split('=')[1] as string)
      .digest('hex');
    await sql`update auth.sessions set created_at = now() - interval '11 minutes'
      where token_hash = ${tokenHash}`.execute(j.bookingsDb());
    expectStatus(await j.send('GET', '/api/auth/me', { cookie }), 200);
    const stale = await j.send('GET', '/api/me/export', { cookie });
    expectStatus(stale, 401);
    expect(stale.json()).toMatchObject({
      error: { code: 'reauthentication_required' },
      message: REAUTHENTICATE_TO_EXPORT,
    });
  });

  it("gives a client everything of theirs, photos and signed consent PDF included, and nothing of anyone else's", async () => {
    const { files, json, allText } = await exportOf(who.client.cookie);

    expect(json('account.json')).toMatchObject({
      id: who.client.userId,
      email: who.client.email,
      role: 'client',
    });
    expect(allText).not.toContain('password');
    expect(Object.keys(files).some((path) => path.startsWith('profile/'))).toBe(false);

    const inquiries = json('inquiries.json');
    expect(inquiries).toHaveLength(1);
    const [inquiry] = inquiries;
    expect(inquiry).toMatchObject({ id: who.client.inquiryId, kind: 'artist', artistId: who.artist.id });
    expect(inquiry.referenceImages).toHaveLength(1);
    const photo = files[inquiry.referenceImages[0]];
    expect(inquiry.referenceImages[0]).toMatch(
      new RegExp(`^photos/${who.client.inquiryId}/[a-f0-9]{64}\\.webp$`),
    );
    expect(
      Buffer.from(photo ?? [])
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');

    expect(
      json('messages.json').map((m: { author: { role: string }; body: string }) => [m.author.role, m.body]),
    ).toEqual([
      ['client', MESSAGE],
      ['artist', REPLY],
    ]);

    expect(json('offers.json')).toEqual([
      expect.objectContaining({ inquiryId: who.client.inquiryId, status: 'accepted', priceLow: 400 }),
    ]);
    const [booking] = json('bookings.json');
    expect(booking).toMatchObject({
      id: who.client.bookingId,
      status: 'confirmed',
      consent: { status: 'signed' },
    });
    const pdf = files[`consent-forms/${who.client.bookingId}.pdf`];
    expect(pdf).toBeDefined();
    const parser = new PDFParse({ data: new Uint8Array(pdf ?? []) });
    try {
      expect((await parser.getText()).text).toContain('Sam Q. Client');
    } finally {
      await parser.destroy();
    }

    expect(json('notifications.json').length).toBeGreaterThan(0);
    expect(json('preferences.json')).toMatchObject({ email: { inquiries: false, bookings: true } });

    // Never the artist's private notes, never another client's inquiry or address.
    expect(allText).not.toContain(NOTES_MARKER);
    expect(allText).not.toContain(who.other.inquiryId);
    expect(allText).not.toContain(who.other.email);
  });

  it('gives an artist and a studio their account and profile, never the inquiries clients sent them', async () => {
    const artist = await exportOf(who.artist.cookie);
    expect(artist.json('account.json')).toMatchObject({ role: 'artist', artistId: who.artist.id });
    expect(artist.json('profile/artist.json')).toMatchObject({ id: who.artist.id });
    expect(artist.json('inquiries.json')).toEqual([]);
    expect(artist.json('bookings.json')).toEqual([]);
    expect(artist.allText).not.toContain(who.client.email);
    expect(Object.keys(artist.files).some((path) => path.startsWith('photos/'))).toBe(false);

    const studio = await exportOf(who.studio.cookie);
    expect(studio.json('account.json')).toMatchObject({ role: 'studio', studioId: who.studio.id });
    expect(studio.json('profile/studio.json')).toMatchObject({ id: who.studio.id });
    expect(studio.allText).not.toContain(who.other.email);
  });
});
