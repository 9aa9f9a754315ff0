import { catalogService, insertArtist } from '@inkbook/catalog/testing';
import type { HealedPhoto } from '@inkbook/contracts/aftercare';
import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { InquiryKind } from '@inkbook/contracts/booking-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { type ServiceInstance, sessionUser, useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFactory, type MadeBooking, recipientUser } from '../testing/booking-factory';
import { userOf as callerOf, everyone, expected, type RouteFor, type Strangers } from '../testing/callers';
import { healed, images, sendPhotos } from '../testing/healed-photos';
import { useBookings } from '../testing/suite';

// Publishing a healed photo (issue 24 item 5) against the real catalog (its buildApp, listening on a loopback port
// that a bookings instance on the same database is given as CATALOG_URL): what lands in the artist's portfolio, that
// a retry or a double click never adds it twice, and one authorization table for the three healed-photo routes.

const t = useBookings();
const catalog = useService(catalogService);
const makeBooking = bookingFactory(() => t.db);
/** Bookings as deployed: its CATALOG_URL is the catalog above. */
let bookings: ServiceInstance;

beforeAll(async () => {
  const url = await catalog.app.listen({ port: 0, host: '127.0.0.1' });
  bookings = await t.boot({ CATALOG_URL: url });
});
afterAll(() => bookings?.close());

/** An approved artist in catalog with `portfolio` already shown. */
const catalogArtist = (
  portfolio = [`/media/${'0'.repeat(64)}`],
  status: 'approved' | 'pending' = 'approved',
) => insertArtist(catalog.db, { status, portfolio_images: portfolio });

const portfolioOf = async (artistId: string) =>
  (
    await catalog.db
      .selectFrom('artists')
      .select('portfolio_images')
      .where('id', '=', artistId)
      .executeTakeFirstOrThrow()
  ).portfolio_images;

/** A booking of `kind` whose artist is `artistId` (the recipient itself, or a studio's named artist). */
const bookingWith = (artistId: string, kind: InquiryKind = 'artist') =>
  makeBooking(
    healed(
      kind === 'artist' ? { recipient: sessionUser('artist', { artistId }) } : { kind: 'studio', artistId },
    ),
  );

const publish = (user: SessionUser | null, b: MadeBooking, photo: HealedPhoto | undefined) =>
  bookings.inject({ method: 'POST', url: `${b.url}/healed-photos/${photo?.id}/publish`, payload: {} }, user);

describe('publishing a healed photo to the artist’s portfolio', () => {
  it('adds the photo to the artist’s portfolio as public media and marks it published', async () => {
    const artist = await catalogArtist();
    const b = await bookingWith(artist.id);
    const [photo, other] = await sendPhotos(bookings, b, { count: 2 });
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode, res.body).toBe(200);
    const { photo: published, portfolioUrl } = res.json();
    expect(portfolioUrl).toMatch(/^\/media\/[a-f0-9]{64}$/);
    expect(published).toMatchObject({ id: photo?.id, url: photo?.url, allowPublic: true });
    expect(Date.parse(published.publishedAt)).not.toBeNaN();
    expect(await portfolioOf(artist.id)).toEqual([...artist.portfolio_images, portfolioUrl]);
    // Catalog serves it to anyone; the booking shows which photo went, and only that one.
    expect((await catalog.inject({ method: 'GET', url: portfolioUrl })).statusCode).toBe(200);
    const booking = (await bookings.inject({ method: 'GET', url: b.url }, b.client)).json().booking;
    expect(booking.healedPhotos).toEqual([published, other]);
    const row = await t.db
      .selectFrom('healed_photos')
      .selectAll()
      .where('id', '=', published.id)
      .executeTakeFirst();
    expect(row?.portfolio_url).toBe(portfolioUrl);
  });

  it('publishes to a studio booking’s named artist, by the studio', async () => {
    const artist = await catalogArtist();
    const b = await bookingWith(artist.id, 'studio');
    const [photo] = await sendPhotos(bookings, b);
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(await portfolioOf(artist.id)).toEqual([...artist.portfolio_images, res.json().portfolioUrl]);
  });

  it('publishes a photo once (409 after), and a retry after a lost answer adds nothing twice', async () => {
    const artist = await catalogArtist();
    const b = await bookingWith(artist.id);
    const [photo] = await sendPhotos(bookings, b);
    const first = await publish(b.recipient, b, photo);
    const again = await publish(b.recipient, b, photo);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HEALED_TEXTS.alreadyPublished);

    // Catalog took the image but bookings never recorded it (a crash, a timeout): the recipient tries again.
    await t.db
      .updateTable('healed_photos')
      .set({ published_at: null, portfolio_url: null })
      .where('id', '=', photo?.id as string)
      .execute();
    const retry = await publish(b.recipient, b, photo);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().portfolioUrl).toBe(first.json().portfolioUrl);
    expect(await portfolioOf(artist.id)).toEqual([...artist.portfolio_images, first.json().portfolioUrl]);
  });

  it('lets one of two clicks at once win; the portfolio gets the photo once', async () => {
    const artist = await catalogArtist();
    const b = await bookingWith(artist.id);
    const [photo] = await sendPhotos(bookings, b);
    const answers = await Promise.all([publish(b.recipient, b, photo), publish(b.recipient, b, photo)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await portfolioOf(artist.id)).toHaveLength(artist.portfolio_images.length + 1);
  });

  it('relays a full portfolio (409) and leaves the photo unpublished', async () => {
    const full = Array.from({ length: 25 }, (_, i) => `/media/${String(i).padStart(64, 'b')}`);
    const artist = await catalogArtist(full);
    const b = await bookingWith(artist.id);
    const [photo] = await sendPhotos(bookings, b);
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Maximum 25 portfolio images allowed');
    const row = await t.db
      .selectFrom('healed_photos')
      .selectAll()
      .where('id', '=', photo?.id as string)
      .executeTakeFirst();
    expect(row).toMatchObject({ published_at: null, portfolio_url: null });
  });

  it('refuses an artist catalog does not list (409): no portfolio could show it', async () => {
    const artist = await catalogArtist([], 'pending');
    const b = await bookingWith(artist.id);
    const [photo] = await sendPhotos(bookings, b);
    const res = await publish(b.recipient, b, photo);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HEALED_TEXTS.noArtist);
    expect(await portfolioOf(artist.id)).toEqual([]);
  });
});

// ─── One authorization table for the healed-photo routes ────────────────────────────────────────────────────────

interface Route {
  route: string;
  /** Who may: the side the route is for ('read': both sides and admins). */
  for: RouteFor;
  /** The status of an allowed call, when not 200. */
  ok?: number;
  request: (
    b: MadeBooking,
    photo: HealedPhoto,
  ) => Promise<{ method: 'GET' | 'POST'; url: string; payload?: object }>;
}

const routes: Route[] = [
  {
    route: 'POST /api/bookings/:id/healed-photos',
    for: 'client',
    ok: 201,
    request: async (b) => ({
      method: 'POST',
      url: `${b.url}/healed-photos`,
      payload: { images: await images(1), allowPublic: true },
    }),
  },
  {
    route: 'GET /api/bookings/:id/healed-photos/:photoId',
    for: 'read',
    request: async (_, p) => ({ method: 'GET', url: p.url }),
  },
  {
    route: 'POST /api/bookings/:id/healed-photos/:photoId/publish',
    for: 'recipient',
    request: async (_, p) => ({ method: 'POST', url: `${p.url}/publish`, payload: {} }),
  },
];

const strangers = {} as Strangers;
beforeAll(() => {
  strangers['another client'] = sessionUser('client');
  strangers['another artist'] = recipientUser('artist');
  strangers['another studio'] = recipientUser('studio');
  strangers.admin = sessionUser('admin');
});

const userOf = callerOf(strangers);

describe('healed-photo authorization', () => {
  const cells = (['artist', 'studio'] as const).flatMap((kind) =>
    routes.flatMap((row) => everyone.map((as) => [`${row.route} (${kind})`, as, row, kind] as const)),
  );

  it.each(cells)('%s as %s', async (_, as, row, kind) => {
    const artist = await catalogArtist();
    const b = await bookingWith(artist.id, kind);
    const [photo] = await sendPhotos(bookings, b);
    const res = await bookings.inject(await row.request(b, photo as HealedPhoto), userOf(as, b));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(expected(row.for, as, row.ok));
  });
});
