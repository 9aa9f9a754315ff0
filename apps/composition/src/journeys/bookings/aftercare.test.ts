import { createHash } from 'node:crypto';
import { consentText, HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { jpegDataUrl } from '@inkbook/media/testing';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { useBookingJourney } from './bookings-stack';

// Issue 24 end to end through the gateway, every service real: a confirmed booking's consent form signed and
// downloaded, the session done (aftercare), the healing check-in a moment later, a healed photo the client lets
// the artist show (into the portfolio), and a touch-up inquiry that follows the booking.

// The check-in comes TOUCHUP_CHECK_DAYS after the last session: here about two seconds.
const j = useBookingJourney({ TOUCHUP_CHECK_DAYS: '0.00002', INQUIRY_RATE_LIMIT_PER_EMAIL: '1000' });

const bellTitles = async (cookie: string): Promise<string[]> =>
  (await j.send('GET', '/api/notifications', { cookie }))
    .json()
    .notifications.map((n: { title: string }) => n.title);

/** A booking confirmed at once (no deposit), its one session ten days out. */
async function confirmedBooking(artistId: string, artistCookie: string, studioId: string) {
  const { artistInquiry, cookie: client } = await j.fromNewClient(artistId, studioId);
  await j.knowsInquiry(artistInquiry.id);
  const booking = await j.confirmedBooking(artistCookie, client, artistInquiry.id);
  return { booking, client, inquiryId: artistInquiry.id as string };
}

describe('before and after the chair', () => {
  it('signs the consent form, finishes the session, checks in, shares a healed photo and asks for a touch-up', async () => {
    const { artist, cookie: artistCookie } = await j.recipientArtist();
    const { studio } = await j.recipientStudio();
    const { booking, client } = await confirmedBooking(artist.id, artistCookie, studio.id);

    // The form is due, 24 hours before the session, and its text is the title then each statement.
    const due = await j.send('GET', `/api/bookings/${booking.id}/consent`, { cookie: client });
    j.expectStatus(due, 200);
    const { form, dueAt, status } = due.json();
    expect(status).toBe('due');
    expect(Date.parse(dueAt)).toBe(Date.parse(booking.sessions[0].start) - 24 * 3_600_000);
    expect(form.text).toBe(consentText(form.title, form.statements));

    const signBody = {
      legalName: 'Sam Q. Client',
      dateOfBirth: '1990-04-12',
      acknowledgements: form.statements.map((s: { id: string }) => s.id),
      signature: 'Sam Q. Client',
      version: form.version,
    };
    // A signature that is not the legal name is refused, and nothing is kept.
    j.expectStatus(
      await j.send('POST', `/api/bookings/${booking.id}/consent`, {
        cookie: client,
        payload: { ...signBody, signature: 'Sam' },
      }),
      400,
    );
    j.expectStatus(
      await j.send('GET', `/api/bookings/${booking.id}/consent.pdf`, { cookie: artistCookie }),
      409,
    );
    // The artist cannot sign for the client.
    j.expectStatus(
      await j.send('POST', `/api/bookings/${booking.id}/consent`, {
        cookie: artistCookie,
        payload: signBody,
      }),
      403,
    );

    const signed = await j.send('POST', `/api/bookings/${booking.id}/consent`, {
      cookie: client,
      payload: signBody,
    });
    j.expectStatus(signed, 201);
    const sha256 = createHash('sha256').update(form.text, 'utf8').digest('hex');
    expect(signed.json().sha256).toBe(sha256);
    j.expectStatus(
      await j.send('POST', `/api/bookings/${booking.id}/consent`, { cookie: client, payload: signBody }),
      409,
    );
    const asArtist = await j.send('GET', `/api/bookings/${booking.id}`, { cookie: artistCookie });
    expect(asArtist.json().booking.consent).toMatchObject({
      status: 'signed',
      signedAt: signed.json().signedAt,
    });

    // The recipient downloads the PDF: it opens, and carries the hash and the name.
    const pdf = await j.send('GET', `/api/bookings/${booking.id}/consent.pdf`, { cookie: artistCookie });
    j.expectStatus(pdf, 200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const { text } = await parser.getText();
      expect(text.replace(/\s+/g, '')).toContain(sha256);
      expect(text).toContain('Sam Q. Client');
    } finally {
      await parser.destroy();
    }

    // Healed photos wait for a done session.
    const photo = await jpegDataUrl();
    j.expectStatus(
      await j.send('POST', `/api/bookings/${booking.id}/healed-photos`, {
        cookie: client,
        payload: { images: [photo], allowPublic: true },
      }),
      409,
    );

    // The session is done: the client gets aftercare, and soon after the check-in.
    await j.timePasses(booking.id, 24 * 11);
    const done = await j.send('POST', `/api/bookings/${booking.id}/sessions/1/complete`, {
      cookie: artistCookie,
    });
    j.expectStatus(done, 200);
    await expect
      .poll(async () => (await bellTitles(client)).join(' | '), { timeout: 20_000 })
      .toMatch(/aftercare/i);
    await expect
      .poll(async () => await bellTitles(client), { timeout: 20_000 })
      .toContain(HEALED_TEXTS.checkInTitle);

    // A photo the client lets the artist show goes into the portfolio in one click; a private one does not.
    const sent = await j.send('POST', `/api/bookings/${booking.id}/healed-photos`, {
      cookie: client,
      payload: { images: [photo], allowPublic: true },
    });
    j.expectStatus(sent, 201);
    const privately = await j.send('POST', `/api/bookings/${booking.id}/healed-photos`, {
      cookie: client,
      payload: { images: [await jpegDataUrl()], allowPublic: false },
    });
    j.expectStatus(privately, 201);
    const [shared, kept] = privately.json().photos;
    // Private media: the parties see it, nobody else does.
    j.expectStatus(await j.send('GET', shared.url, { cookie: artistCookie }), 200);
    j.expectStatus(await j.send('GET', shared.url), 401);
    j.expectStatus(await j.send('POST', `${kept.url}/publish`, { cookie: artistCookie }), 409);
    const published = await j.send('POST', `${shared.url}/publish`, { cookie: artistCookie });
    j.expectStatus(published, 200);
    const { portfolioUrl } = published.json();
    expect(portfolioUrl).toMatch(/^\/media\//);
    const profile = await j.send('GET', `/api/artists/${artist.instagramHandle}`);
    j.expectStatus(profile, 200);
    expect(profile.json().portfolioImages).toContain(portfolioUrl);

    // A touch-up follows the booking: a new inquiry to the same artist, marked as its touch-up.
    const touchup = await j.send('POST', '/api/inquiries', {
      cookie: client,
      payload: withoutContact(artistInquiryBody(artist.id, { touchupOf: booking.id })),
    });
    j.expectStatus(touchup, 201);
    expect(touchup.json().touchupOf).toBe(booking.id);
    // Not to somebody else's booking.
    j.expectStatus(
      await j.send('POST', '/api/inquiries', {
        cookie: client,
        payload: withoutContact(artistInquiryBody(artist.id, { touchupOf: crypto.randomUUID() })),
      }),
      400,
    );
  }, 120_000);
});
