import { FLASH_CLAIMED_MESSAGE, flashQuote } from '@inkbook/contracts/availability-rules';
import { artistInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { describe, expect, it } from 'vitest';
import { hoursFromNow, useBookingJourney } from '../bookings/bookings-stack';
import { approvedArtist } from '../catalog/catalog-stack';

// Issue 26 items 3, 4 and 6 through the gateway: a priced flash piece's inquiry is quoted at its price whatever the
// client sends, and a one-off piece is claimed once a booking for it is confirmed; 'Near me' answers distances
// that match hand-computed ones, within a radius, nearest first; the search forgives a typo and accents.

const j = useBookingJourney({ INQUIRY_RATE_LIMIT_PER_EMAIL: '1000' });

/** Polls `check` for up to 15 s (events cross the bus between services). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('priced flash', () => {
  it('quotes the flash price, and a one-off piece is claimed once its booking is confirmed', async () => {
    const { artist, cookie: artistCookie } = await j.recipientArtist();
    const url = artist.flashImages[0] as string;
    const priced = await j.send('PUT', `/api/artists/${artist.id}`, {
      cookie: artistCookie,
      payload: { flash: [{ url, title: 'Swallow', price: 150, sizeInches: 3, repeatable: false }] },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().flash[0]).toMatchObject({
      url,
      title: 'Swallow',
      price: 150,
      repeatable: false,
      claimed: false,
    });

    const send = (overrides: Record<string, unknown>) =>
      j.send('POST', '/api/inquiries', {
        payload: artistInquiryBody(artist.id, { flashBooking: url, ...overrides }),
      });
    let sent = await send({ password: 'client-password', aiEstimateRange: '$1 - $1' });
    await eventually(async () => {
      if (sent.statusCode === 201) return true;
      sent = await send({ password: 'client-password' });
      return sent.statusCode === 201;
    }, 'inquiries knows the flash price');
    expect(sent.json()).toMatchObject({ flashBooking: url, ...flashQuote(150) });

    // Offer, accept, deposit received: the booking is confirmed and the one-off piece is claimed.
    const inquiry = sent.json();
    const client = await j.signIn(inquiry.email, 'client-password');
    await j.knowsInquiry(inquiry.id);
    const offered = await j.send('POST', '/api/offers', {
      cookie: artistCookie,
      payload: {
        inquiryId: inquiry.id,
        inquiryKind: 'artist',
        priceLow: 150,
        priceHigh: 150,
        sessions: 1,
        sessionHours: 2,
        deposit: 50,
        slots: [hoursFromNow(24 * 30)],
        location: 'The shop',
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = offered.json().offer;
    const accepted = await j.send('POST', `/api/offers/${offer.id}/accept`, {
      cookie: client,
      payload: { slot: offer.slots[0] },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const bookingId = accepted.json().booking.id;
    expect(
      (await j.send('POST', `/api/bookings/${bookingId}/deposit/sent`, { cookie: client })).statusCode,
    ).toBe(200);
    const received = await j.send('POST', `/api/bookings/${bookingId}/deposit/received`, {
      cookie: artistCookie,
      payload: { method: 'Cash' },
    });
    expect(received.statusCode, received.body).toBe(200);

    await eventually(
      async () =>
        (await j.send('GET', `/api/artists/${artist.instagramHandle}`)).json().flash[0]?.claimed === true,
      'the profile shows the piece claimed',
    );
    const again = await j.send('POST', '/api/inquiries', {
      payload: withoutContact(artistInquiryBody(artist.id, { flashBooking: url })),
      cookie: client,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(FLASH_CLAIMED_MESSAGE);
  }, 90_000);
});

describe('near me and a forgiving search', () => {
  it('answers distances matching hand-computed ones, within a radius, nearest first; finds typos and accents', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const place = async (name: string, lat: number, lng: number, styles = ['Traditional']) =>
      (
        await approvedArtist(j.stack, {
          artistName: `${name} ${tag}`,
          locationLat: String(lat),
          locationLng: lng,
          tattooStyles: styles,
        })
      ).artist;
    const austin = { lat: 30.2672, lng: -97.7431 };
    const nearby = await place('Jose Near', 30.2849, -97.7341); // ~1.3 mi north of downtown Austin
    const sanAntonio = await place('Sam Antonio', 29.4241, -98.4936); // ~74 mi
    const dallas = await place('Dee Dallas', 32.7767, -96.797); // ~182 mi

    const near = `${austin.lat},${austin.lng}`;
    const list = await j.send('GET', `/api/artists?q=${tag}&near=${near}&radius=100&sort=distance`);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { id: string; distanceMiles: number }[];
    expect(items.map((a) => a.id)).toEqual([nearby.id, sanAntonio.id]);
    // Great-circle distances worked by hand (haversine, Earth radius 3958.8 mi): 1.3, 73.6 and 182.1 miles.
    expect(items[0]?.distanceMiles).toBeCloseTo(1.3, 0);
    expect(Math.abs((items[1]?.distanceMiles ?? 0) - 73.6)).toBeLessThan(1);
    const all = (await j.send('GET', `/api/artists?q=${tag}&near=${near}&sort=distance`)).json().items;
    expect(all.map((a: { id: string }) => a.id)).toEqual([nearby.id, sanAntonio.id, dallas.id]);
    expect(Math.abs(all[2].distanceMiles - 182.1)).toBeLessThan(2);

    expect((await j.send('GET', `/api/artists?near=${near}&radius=30`)).statusCode).toBe(400);
    expect((await j.send('GET', '/api/artists?radius=25')).statusCode).toBe(400);
    expect((await j.send('GET', '/api/artists?near=91,0')).statusCode).toBe(400);

    // 'José' by its plain spelling, 'Traditional' misspelt.
    const accented = await place('José Accent', 30.3, -97.7);
    const byName = (await j.send('GET', `/api/artists?q=${encodeURIComponent(`Jose Accent ${tag}`)}`)).json()
      .items;
    expect(byName[0]?.id).toBe(accented.id);
    const typo = (await j.send('GET', '/api/artists?q=tradtional&pageSize=100')).json().items;
    expect(typo.map((a: { id: string }) => a.id)).toContain(nearby.id);
  }, 90_000);
});
