import { jpegDataUrl, studioApplication } from '@inkbook/catalog/testing';
import { DELETED_CLIENT } from '@inkbook/contracts/auth';
import { artistInquiryBody } from '@inkbook/inquiries/testing';
import { createDb } from '@inkbook/service-kit';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow, useBookingJourney } from '../bookings/bookings-stack';
import { apply, approve, approvedArtist } from '../catalog/catalog-stack';

// Issue 27 item 5 end to end through the gateway, every service real: a client with one of everything deletes their
// account, and within the events' delivery no schema holds their email or name, except their sealed consent form.

const j = useBookingJourney();
let db: Kysely<unknown>;
beforeAll(() => {
  db = createDb<unknown>(j.stack.databaseUrl, 'public', { max: 2 });
});
afterAll(() => db?.destroy());

/** Every service schema (and its job queue's), every table, every text-like column that holds one of `needles`. */
async function tracesOf(needles: string[]): Promise<string[]> {
  const { rows: columns } = await sql<{ schema: string; table: string; column: string }>`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema in ('auth', 'catalog', 'inquiries', 'claims', 'design_ai', 'notifications', 'bookings',
        'auth_jobs', 'catalog_jobs', 'inquiries_jobs', 'claims_jobs', 'design_ai_jobs', 'notifications_jobs',
        'bookings_jobs')
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { schema, table, column } of columns)
    byTable.set(`${schema}.${table}`, [...(byTable.get(`${schema}.${table}`) ?? []), column]);
  const found: string[] = [];
  // One scan a table: which of its columns hold a needle in some row.
  for (const [table, names] of byTable) {
    const holds = names.map(
      (column) => sql`bool_or(exists (select 1 from unnest(${needles}::text[]) as needle(t)
        where strpos(lower(${sql.ref(column)}::text), lower(needle.t)) > 0)) as ${sql.ref(column)}`,
    );
    const { rows } = await sql<Record<string, boolean | null>>`
      select ${sql.join(holds)} from ${sql.table(table)}`.execute(db);
    for (const column of names) if (rows[0]?.[column]) found.push(`${table}.${column}`);
  }
  return found;
}

describe('deleting an account', () => {
  it('erases a client with one of everything from every service, keeping the sealed consent and the amounts', async () => {
    const { artist, cookie: artistCookie } = await j.recipientArtist();
    const name = 'Quinn Erasable';
    const body = artistInquiryBody(artist.id, {
      password: 'client-password',
      fullName: name,
      placementPhotos: [await jpegDataUrl()],
    });
    const sent = await j.send('POST', '/api/inquiries', { payload: body });
    j.expectStatus(sent, 201);
    const inquiryId = sent.json().id as string;
    const client = await j.signIn(body.email, 'client-password');
    j.expectStatus(
      await j.send('POST', `/api/inquiries/${inquiryId}/messages`, {
        cookie: client,
        payload: { body: `Hi, ${name} here: my number is ${body.phone}` },
      }),
      201,
    );
    await j.knowsInquiry(inquiryId);
    const offered = await j.send('POST', '/api/offers', {
      cookie: artistCookie,
      payload: {
        inquiryId,
        inquiryKind: 'artist',
        priceLow: 400,
        priceHigh: 400,
        sessions: 1,
        sessionHours: 2,
        deposit: 0,
        slots: [hoursFromNow(24 * 10)],
        location: 'Ink & Iron, 12 Main St, Austin',
      },
    });
    j.expectStatus(offered, 201);
    const { offer } = offered.json();
    const accepted = await j.send('POST', `/api/offers/${offer.id}/accept`, {
      cookie: client,
      payload: { slot: offer.slots[0] },
    });
    j.expectStatus(accepted, 201);
    const bookingId = accepted.json().booking.id as string;
    const { form } = (await j.send('GET', `/api/bookings/${bookingId}/consent`, { cookie: client })).json();
    j.expectStatus(
      await j.send('POST', `/api/bookings/${bookingId}/consent`, {
        cookie: client,
        payload: {
          legalName: name,
          dateOfBirth: '1990-04-12',
          acknowledgements: form.statements.map((s: { id: string }) => s.id),
          signature: name,
          version: form.version,
        },
      }),
      201,
    );
    // The client's bell has heard of the offer.
    await expect
      .poll(
        async () =>
          (await j.send('GET', '/api/notifications', { cookie: client })).json().notifications.length,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    expect(await tracesOf([body.email, name])).toEqual(
      expect.arrayContaining([
        'auth.users.email',
        'inquiries.artist_inquiries.full_name',
        'bookings.bookings.client_name',
      ]),
    );

    // The wrong password is refused and changes nothing; the right one deletes the account and signs it out.
    const wrong = await j.send('DELETE', '/api/me', {
      cookie: client,
      payload: { password: 'not-it-at-all' },
    });
    j.expectStatus(wrong, 401);
    const deleted = await j.send('DELETE', '/api/me', {
      cookie: client,
      payload: { password: 'client-password' },
    });
    j.expectStatus(deleted, 200);
    expect(String(deleted.headers['set-cookie'])).toMatch(/inkbook_session=;/);
    j.expectStatus(await j.send('GET', '/api/auth/me', { cookie: client }), 401);

    // Within the events' delivery, nothing names them but the sealed consent form.
    const outsideConsent = async () =>
      (await tracesOf([body.email, name])).filter((at) => !at.startsWith('bookings.consent_forms.'));
    await expect.poll(outsideConsent, { timeout: 60_000, interval: 1_000 }).toEqual([]);
    expect(await tracesOf([body.email, name])).toEqual([
      'bookings.consent_forms.legal_name',
      'bookings.consent_forms.signature',
    ]);

    // Signing in fails; that failure is counted under the address again (the sign-in limits), until its window ends.
    j.expectStatus(
      await j.send('POST', '/api/login', { payload: { email: body.email, password: 'client-password' } }),
      401,
    );

    // The artist's records keep the booking, its amounts and 'Deleted client'; the inquiry reads the same.
    const booking = (await j.send('GET', `/api/bookings/${bookingId}`, { cookie: artistCookie })).json()
      .booking;
    expect(booking).toMatchObject({ clientName: DELETED_CLIENT, priceLow: 400, priceHigh: 400 });
    const inbox = await j.send('GET', `/api/inquiries/artist/${artist.id}`, { cookie: artistCookie });
    expect(inbox.json().items.find((i: { id: string }) => i.id === inquiryId)).toMatchObject({
      fullName: DELETED_CLIENT,
    });
    // The sealed form: the artist can no longer open it, an admin can.
    j.expectStatus(await j.send('GET', `/api/bookings/${bookingId}/consent`, { cookie: artistCookie }), 403);
    j.expectStatus(
      await j.send('GET', `/api/bookings/${bookingId}/consent.pdf`, { cookie: artistCookie }),
      403,
    );
    const admin = await j.signInAdmin();
    j.expectStatus(await j.send('GET', `/api/bookings/${bookingId}/consent`, { cookie: admin }), 200);
  }, 180_000);
});

describe('a deleted artist or studio', () => {
  /** A published profile: its public page, every image URL it shows, and its owner's sign-in. */
  async function published(kind: 'artist' | 'studio') {
    if (kind === 'artist') {
      const { artist, body, cookie } = await approvedArtist(j.stack);
      return {
        page: `/api/artists/${artist.instagramHandle}`,
        images: [artist.profileImage, ...artist.portfolioImages, ...artist.flashImages] as string[],
        admin: `/api/admin/artists/${artist.id}`,
        cookie,
        password: body.password,
      };
    }
    // Pictures of its own: the factory's logo and photos are the same for every studio (stored once, shared).
    const [logo, bannerImage, inside, outside] = await Promise.all(
      Array.from({ length: 4 }, () => jpegDataUrl()),
    );
    const body = await studioApplication({
      logo,
      bannerImage,
      interiorImages: [inside],
      exteriorImages: [outside],
    });
    const res = await apply(j.stack, 'studios', body);
    j.expectStatus(res, 201);
    const studio = res.json();
    await approve(j.stack, 'studios', studio.id);
    return {
      page: `/api/studios/${studio.handle}`,
      images: [
        studio.logo,
        studio.bannerImage,
        ...studio.interiorImages,
        ...studio.exteriorImages,
      ] as string[],
      admin: `/api/admin/studios/${studio.id}`,
      cookie: await j.signIn(body.businessEmail, body.password),
      password: body.password,
    };
  }
  /** What each image URL answers through the gateway, at its default and its smallest rendition. */
  const mediaStatuses = (images: string[]) =>
    Promise.all(
      images
        .flatMap((url) => [url, `${url}/w400.webp`])
        .map(async (url) => (await j.send('GET', url)).statusCode),
    );

  it.each([
    ['artist', 'its owner deletes the account'],
    ['studio', 'its owner deletes the account'],
    ['artist', 'an admin deletes it'],
    ['studio', 'an admin deletes it'],
  ] as const)('%s, %s: its page and every image answer 200 before, 404 after', async (kind, how) => {
    const profile = await published(kind);
    expect(profile.images).toHaveLength(4);
    j.expectStatus(await j.send('GET', profile.page), 200);
    expect(await mediaStatuses(profile.images)).toEqual(profile.images.flatMap(() => [200, 200]));

    const deleted =
      how === 'its owner deletes the account'
        ? await j.send('DELETE', '/api/me', {
            cookie: profile.cookie,
            payload: { password: profile.password },
          })
        : await j.send('DELETE', profile.admin, { cookie: await j.signInAdmin() });
    j.expectStatus(deleted, 200);

    await expect
      .poll(async () => (await j.send('GET', profile.page)).statusCode, { timeout: 10_000 })
      .toBe(404);
    // The page and its pictures go in one transaction: once the page is gone, so is every image.
    expect(await mediaStatuses(profile.images)).toEqual(profile.images.flatMap(() => [404, 404]));
  });
});
