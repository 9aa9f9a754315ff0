import { describe, expect, it } from 'vitest';
import { hoursFromNow, useBookingJourney } from './bookings-stack';

// Issue 23 end to end through the gateway, every service real: the conversation, an offer, the client's pick, the
// deposit by hand, the confirmation, and the session done, for an artist's inquiry and a studio's.

const j = useBookingJourney();

const offerBody = (inquiryId: string, inquiryKind: 'artist' | 'studio', extra: object = {}) => ({
  inquiryId,
  inquiryKind,
  priceLow: 300,
  priceHigh: 450,
  sessions: 1,
  sessionHours: 3,
  deposit: 100,
  slots: [hoursFromNow(24 * 10), hoursFromNow(24 * 11)],
  location: 'Ink & Iron, 12 Main St, Austin',
  ...extra,
});

/** The path after the offer: pick, deposit sent and received, time passes, the session done. */
async function carryToCompletion(offerId: string, slot: string, client: string, recipient: string) {
  const accepted = await j.send('POST', `/api/offers/${offerId}/accept`, {
    cookie: client,
    payload: { slot },
  });
  j.expectStatus(accepted, 201);
  const booking = accepted.json().booking;
  expect(booking).toMatchObject({ status: 'awaiting_deposit', deposit: { amount: 100, status: 'due' } });
  expect(booking.sessions[0]).toMatchObject({
    n: 1,
    start: new Date(slot).toISOString(),
    status: 'scheduled',
  });

  const sent = await j.send('POST', `/api/bookings/${booking.id}/deposit/sent`, { cookie: client });
  j.expectStatus(sent, 200);
  expect(sent.json().booking.deposit.status).toBe('sent');
  const received = await j.send('POST', `/api/bookings/${booking.id}/deposit/received`, {
    cookie: recipient,
    payload: { method: 'Bank transfer' },
  });
  j.expectStatus(received, 200);
  expect(received.json().booking).toMatchObject({ status: 'confirmed', deposit: { status: 'received' } });
  // Marking it twice is out of order.
  j.expectStatus(
    await j.send('POST', `/api/bookings/${booking.id}/deposit/received`, {
      cookie: recipient,
      payload: { method: 'Bank transfer' },
    }),
    409,
  );

  // Not before it has started; then it completes the booking (its only session).
  j.expectStatus(
    await j.send('POST', `/api/bookings/${booking.id}/sessions/1/complete`, { cookie: recipient }),
    409,
  );
  await j.timePasses(booking.id, 24 * 12);
  const done = await j.send('POST', `/api/bookings/${booking.id}/sessions/1/complete`, { cookie: recipient });
  j.expectStatus(done, 200);
  expect(done.json().booking.status).toBe('completed');
  expect(done.json().booking.history.length).toBeGreaterThanOrEqual(4);

  // The client's own list holds it, and its calendar has the session.
  const mine = await j.send('GET', '/api/bookings', { cookie: client });
  expect(mine.json().bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
  const ics = await j.send('GET', `/api/bookings/${booking.id}/calendar.ics`, { cookie: client });
  j.expectStatus(ics, 200);
  expect(ics.headers['content-type']).toContain('text/calendar');
  expect(ics.body).toContain(`UID:${booking.id}-1@inkbook`);
  return booking.id as string;
}

describe('from inquiry to a completed booking', () => {
  it('for an artist inquiry: message, offer (the inquiry is answered), accept, deposit, done', async () => {
    const { artist, cookie: artistCookie } = await j.recipientArtist();
    const studio = await j.recipientStudio();
    const { artistInquiry, cookie: client } = await j.fromNewClient(artist.id, studio.studio.id);

    j.expectStatus(
      await j.send('POST', `/api/inquiries/${artistInquiry.id}/messages`, {
        cookie: client,
        payload: { body: 'Could we do it before the holidays?' },
      }),
      201,
    );
    await j.knowsInquiry(artistInquiry.id);
    const offered = await j.send('POST', '/api/offers', {
      cookie: artistCookie,
      payload: offerBody(artistInquiry.id, 'artist'),
    });
    j.expectStatus(offered, 201);
    const offer = offered.json().offer;
    expect(offer).toMatchObject({ status: 'open', deposit: 100, policy: { cancellationNoticeHours: 48 } });

    // The offer answers the inquiry: it reads as responded in its artist's inbox.
    const statusInInbox = async () => {
      const inbox = await j.send('GET', `/api/inquiries/artist/${artist.id}`, { cookie: artistCookie });
      return inbox.json().items.find((item: { id: string }) => item.id === artistInquiry.id)?.status;
    };
    await expect.poll(statusInInbox, { timeout: 10_000 }).toBe('responded');

    await carryToCompletion(offer.id, offer.slots[0], client, artistCookie);
  });

  it('for a studio inquiry naming one of its verified artists', async () => {
    const { artist, cookie: artistCookie } = await j.recipientArtist();
    const { studio, cookie: studioCookie } = await j.recipientStudio();
    await j.verify({ id: studio.id, cookie: studioCookie }, { id: artist.id, cookie: artistCookie });
    const { studioInquiry, cookie: client } = await j.fromNewClient(artist.id, studio.id);
    await j.knowsInquiry(studioInquiry.id);
    // Bookings learns the verified pair from claims' events too.
    await j.knowsVerified(studio.id, artist.id);
    const offered = await j.send('POST', '/api/offers', {
      cookie: studioCookie,
      payload: offerBody(studioInquiry.id, 'studio', { artistId: artist.id }),
    });
    j.expectStatus(offered, 201);
    expect(offered.json().offer).toMatchObject({ status: 'open', artistId: artist.id, studioId: studio.id });
    const offers = await j.send('GET', `/api/offers?inquiryId=${studioInquiry.id}`, { cookie: client });
    j.expectStatus(offers, 200);
    const open = offers.json().offers.find((o: { status: string }) => o.status === 'open');
    await carryToCompletion(open.id, open.slots[1], client, studioCookie);
  });
});
