import { randomUUID } from 'node:crypto';
import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_PHOTOS_BODY_LIMIT } from '@inkbook/contracts/aftercare-routes';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { UPLOAD_RATE_LIMITED } from '@inkbook/media';
import { png, toDataUrl } from '@inkbook/media/testing';
import { freePort, sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { bookingFactory, inHours, type MadeBooking, recipientUser } from '../testing/booking-factory';
import { healed, images, sendPhotos } from '../testing/healed-photos';
import { bookingChangesOf } from '../testing/outbox';
import { useBookings } from '../testing/suite';

// Healed photos (issue 24 item 5) up to catalog's door: who may send them and when, the per-booking and upload
// limits, who may see them, and every refusal of a publish that never reaches catalog (here, nothing listens at
// CATALOG_URL). Publishing itself runs against the real catalog in healed-photo.publish.test.ts.

const t = useBookings({
  env: {
    MEDIA_MAX_BYTES: '8000',
    UPLOAD_RATE_LIMIT_PER_ADDRESS: '6',
    CATALOG_URL: `http://127.0.0.1:${await freePort()}`,
  },
});
const makeBooking = bookingFactory(() => t.db);

// Each request from its own address, so the upload limit counts only what a test means it to.
let addresses = 0;
const nextAddress = () => `10.24.0.${++addresses}`;

const post = (user: SessionUser | null, b: MadeBooking, body: object, ip = nextAddress()) =>
  t.inject({ method: 'POST', url: `${b.url}/healed-photos`, payload: body }, user, ip);
const photosOf = (b: MadeBooking) =>
  t.db.selectFrom('healed_photos').selectAll().where('booking_id', '=', b.id).execute();
const admin = sessionUser('admin');

describe('POST /api/bookings/{id}/healed-photos', () => {
  it('stores the client’s photos as private media, records history and publishes the change', async () => {
    const b = await makeBooking(healed());
    const res = await post(b.client, b, { images: await images(2), allowPublic: true });
    expect(res.statusCode, res.body).toBe(201);
    const { photos } = res.json() as { photos: HealedPhoto[] };
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo).toMatchObject({ allowPublic: true, publishedAt: null });
      expect(photo.url).toBe(`${b.url}/healed-photos/${photo.id}`);
    }
    expect(res.body).not.toMatch(/data:image|\/media\//);
    const stored = await t.db.selectFrom('media').selectAll().where('visibility', '=', 'private').execute();
    for (const row of await photosOf(b))
      expect(stored.find((m) => m.hash === row.hash)?.claimed_at).not.toBeNull();

    const booking = (await t.call(b.recipient, 'GET', b.url)).json().booking;
    expect(booking.healedPhotos).toEqual(photos);
    expect(booking.history.at(-1)).toMatchObject({ by: 'client', what: 'Healed photo sent' });
    expect(await bookingChangesOf(t.db, b.id)).toEqual(['healed_photos_added by client']);
  });

  it('answers every photo of the booking, oldest first, and keeps each post’s allowPublic', async () => {
    const b = await makeBooking(healed());
    const first = (await post(b.client, b, { images: await images(1), allowPublic: false })).json().photos;
    const res = await post(b.client, b, { images: await images(2), allowPublic: true });
    const photos = res.json().photos as HealedPhoto[];
    expect(photos.map((p) => p.allowPublic)).toEqual([false, true, true]);
    expect(photos[0]).toEqual(first[0]);
  });

  it('opens once a session is done, even before the booking is completed (409 before)', async () => {
    const waiting = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    const early = await post(waiting.client, waiting, { images: await images(1), allowPublic: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(HEALED_TEXTS.notYet);

    const halfway = await makeBooking({
      status: 'confirmed',
      depositStatus: 'received',
      sessions: [{ start: inHours(-24 * 30), status: 'done' }, { start: inHours(24 * 7) }],
    });
    expect(
      (await post(halfway.client, halfway, { images: await images(1), allowPublic: true })).statusCode,
    ).toBe(201);
    expect(await photosOf(waiting)).toEqual([]);
  });

  it('takes at most 4 per booking, counting those already sent (409, nothing stored)', async () => {
    const b = await makeBooking(healed());
    expect((await post(b.client, b, { images: await images(3), allowPublic: true })).statusCode).toBe(201);
    const over = await post(b.client, b, { images: await images(2), allowPublic: true });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: HEALED_TEXTS.tooMany,
      error: { fields: { images: HEALED_TEXTS.tooMany } },
    });
    expect(await photosOf(b)).toHaveLength(3);
    expect((await post(b.client, b, { images: await images(1), allowPublic: true })).statusCode).toBe(201);
    expect(await photosOf(b)).toHaveLength(4);
  });

  it('counts under the booking’s lock: two posts at once never pass 4 together', async () => {
    const b = await makeBooking(healed());
    const [one, two] = await Promise.all([images(3), images(3)]);
    const answers = await Promise.all([
      post(b.client, b, { images: one, allowPublic: true }),
      post(b.client, b, { images: two, allowPublic: true }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await photosOf(b)).toHaveLength(3);
  });

  it('refuses bodies out of bounds with their field (400): none, five, no flag, not data URLs', async () => {
    const b = await makeBooking(healed());
    const cases: [object, string][] = [
      [{ images: [], allowPublic: true }, 'images'],
      [{ images: await images(5), allowPublic: true }, 'images'],
      [{ images: await images(1) }, 'allowPublic'],
      [{ images: ['https://example.com/me.jpg'], allowPublic: true }, 'images.0'],
      [{ images: [`/media/${'a'.repeat(64)}`], allowPublic: true }, 'images.0'],
    ];
    for (const [body, field] of cases) {
      const res = await post(b.client, b, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect(await photosOf(b)).toEqual([]);
  });

  it('names the bad image by its place: not an image 400, too large 413, and stores none of the post', async () => {
    const b = await makeBooking(healed());
    const [good] = await images(1);
    const notImage = `data:image/jpeg;base64,${Buffer.from('not really a jpeg').toString('base64')}`;
    const bad = await post(b.client, b, { images: [good, notImage], allowPublic: true });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['images.1']);

    // Larger than MEDIA_MAX_BYTES (8000 here).
    const big = toDataUrl(await png(7), 'image/png');
    const large = await post(b.client, b, { images: [good, good, big], allowPublic: true });
    expect(large.statusCode).toBe(413);
    expect(Object.keys(large.json().error.fields)).toEqual(['images.2']);
    expect(await photosOf(b)).toEqual([]);
    expect(
      await t.db.selectFrom('healed_photos').select('id').where('booking_id', '=', b.id).execute(),
    ).toEqual([]);
  });

  it('takes a body up to its own limit on this route only (413 past it; other routes keep 1 MiB)', async () => {
    const b = await makeBooking(healed());
    const huge = `data:image/jpeg;base64,${'A'.repeat(HEALED_PHOTOS_BODY_LIMIT)}`;
    expect((await post(b.client, b, { images: [huge], allowPublic: true })).statusCode).toBe(413);
    const open = await makeBooking({ status: 'confirmed', depositStatus: 'received' });
    const longReason = await t.call(open.client, 'POST', `${open.url}/cancel`, {
      reason: 'x'.repeat(2 * 1024 ** 2),
    });
    expect(longReason.statusCode).toBe(413);
  });

  it('counts each photo as an upload of the address (429 past its 6, before any work)', async () => {
    const b = await makeBooking(healed());
    const c = await makeBooking(healed({ client: b.client }));
    const ip = nextAddress();
    expect((await post(b.client, b, { images: await images(4), allowPublic: true }, ip)).statusCode).toBe(
      201,
    );
    expect((await post(b.client, c, { images: await images(2), allowPublic: true }, ip)).statusCode).toBe(
      201,
    );
    const limited = await post(b.client, c, { images: await images(1), allowPublic: true }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(UPLOAD_RATE_LIMITED);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await photosOf(c)).toHaveLength(2);
  });

  it('is the client’s alone: the recipient and admins 403, strangers 404, signed out 401', async () => {
    const b = await makeBooking(healed());
    const body = { images: await images(1), allowPublic: true };
    const recipient = await post(b.recipient, b, body);
    expect(recipient.statusCode).toBe(403);
    expect(recipient.json().message).toBe(HEALED_TEXTS.clientOnly);
    expect((await post(admin, b, body)).statusCode).toBe(403);
    expect((await post(sessionUser('client'), b, body)).statusCode).toBe(404);
    expect((await post(recipientUser('artist'), b, body)).statusCode).toBe(404);
    expect((await post(null, b, body)).statusCode).toBe(401);
    expect(await photosOf(b)).toEqual([]);
  });
});

describe('GET /api/bookings/{id}/healed-photos/{photoId}', () => {
  const get = (user: SessionUser | null, url: string) => t.inject({ method: 'GET', url }, user);

  it('serves the photo to the booking’s parties and admins, never to be kept by a cache', async () => {
    const b = await makeBooking(healed({ kind: 'studio' }));
    const [photo] = await sendPhotos(t, b);
    for (const user of [b.client, b.recipient, admin]) {
      const res = await get(user, photo?.url as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('is a 404 to anyone else, for an unknown photo, and for a photo asked under another booking', async () => {
    const b = await makeBooking(healed());
    const other = await makeBooking(healed({ client: b.client }));
    const [photo] = await sendPhotos(t, b);
    const url = photo?.url as string;
    const otherArtist = (await makeBooking({ kind: 'artist' })).recipient;
    for (const user of [sessionUser('client'), otherArtist, recipientUser('studio')])
      expect((await get(user, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(b.client, `${b.url}/healed-photos/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(b.client, `${b.url}/healed-photos/not-a-uuid`)).statusCode).toBe(404);
    // The client of both bookings, asking for this photo under the other one.
    expect((await get(b.client, `${other.url}/healed-photos/${photo?.id}`)).statusCode).toBe(404);
  });
});

describe('POST …/healed-photos/{photoId}/publish, refused before catalog', () => {
  const publish = (user: SessionUser | null, b: MadeBooking, photo: HealedPhoto | undefined) =>
    t.inject({ method: 'POST', url: `${b.url}/healed-photos/${photo?.id}/publish`, payload: {} }, user);

  it('is the recipient’s alone: the client and admins 403, strangers 404', async () => {
    const b = await makeBooking(healed());
    const [photo] = await sendPhotos(t, b);
    const client = await publish(b.client, b, photo);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('Only the artist or studio can do this');
    expect((await publish(admin, b, photo)).statusCode).toBe(403);
    expect((await publish(sessionUser('client'), b, photo)).statusCode).toBe(404);
    expect((await publish(recipientUser('artist'), b, photo)).statusCode).toBe(404);
    expect((await publish(b.recipient, b, { ...(photo as HealedPhoto), id: randomUUID() })).statusCode).toBe(
      404,
    );
  });

  it('needs the client’s allowPublic (409)', async () => {
    const b = await makeBooking(healed());
    const [photo] = await sendPhotos(t, b, { allowPublic: false });
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HEALED_TEXTS.notPublic);
  });

  it('needs an artist named on the booking (409 for a studio booking without one)', async () => {
    const b = await makeBooking(healed({ kind: 'studio' }));
    const [photo] = await sendPhotos(t, b);
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HEALED_TEXTS.noArtist);
  });

  it('answers 503 while catalog is down, and leaves the photo unpublished', async () => {
    const b = await makeBooking(healed());
    const [photo] = await sendPhotos(t, b);
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('catalog is unavailable');
    expect((await t.call(b.client, 'GET', b.url)).json().booking.healedPhotos[0].publishedAt).toBeNull();
  });
});
