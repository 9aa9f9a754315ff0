import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applyStudio,
  approve,
  approvedArtist,
  catalogService,
  jpegDataUrl,
  studioApplication,
} from '../testing/factories';

// The owner's books and priced flash through the partial PUT of the profile (issue 26), and where they show:
// the owner's own read, the public profile and the list cards.
const ctx = useService(catalogService);

const get = (url: string, user?: SessionUser) => ctx.inject({ method: 'GET', url }, user);
const put = (url: string, payload: Record<string, unknown>, user?: SessionUser) =>
  ctx.inject({ method: 'PUT', url, payload }, user);

/** Tomorrow and yesterday in UTC, as the reopening date is written. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The latest updated event of a profile in catalog's outbox. */
const latestUpdate = async (subject: string, id: string) =>
  (
    await sql<{ payload: Record<string, unknown> }>`
      select payload from catalog.outbox where subject = ${subject} and payload->>'id' = ${id}
      order by seq desc limit 1`.execute(ctx.db)
  ).rows[0]?.payload;

async function approvedStudio() {
  const body = await studioApplication({ studioName: `Books Studio ${randomUUID().slice(0, 8)}` });
  const created = (await applyStudio(ctx, body)).json();
  await approve(ctx, 'studios', created.id);
  return { studio: created, owner: ctx.auth.signIn(body.businessEmail, body.password) };
}

describe('books in PUT /api/artists/{id} and PUT /api/studios/{id}', () => {
  it('refuses a cap under 1 or over 500, a past reopening date and an unknown status, naming the field', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const { studio, owner } = await approvedStudio();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'open', requestCap: 0 }, 'books.requestCap'],
      [{ status: 'open', requestCap: 501 }, 'books.requestCap'],
      [{ status: 'open', requestCap: 2.5 }, 'books.requestCap'],
      [{ status: 'closed', reopensOn: dayFromToday(-1) }, 'books.reopensOn'],
      [{ status: 'closed', reopensOn: 'March' }, 'books.reopensOn'],
      [{ status: 'full' }, 'books.status'],
      [{ status: 'open', openedAt: new Date().toISOString() }, 'books'],
    ];
    for (const [books, field] of cases) {
      for (const [url, who] of [
        [`/api/artists/${artist.id}`, user],
        [`/api/studios/${studio.id}`, owner],
      ] as const) {
        const res = await put(url, { books }, who);
        expect(res.statusCode, `${url} ${JSON.stringify(books)}`).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(books)).toContain(field);
      }
    }
    expect((await get('/api/artists/my-profile', user)).json().books.status).toBe('open');
  });

  it('shows the books on the owner’s read, the profile and the list card, keeps the profile approved and publishes them', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const reopensOn = dayFromToday(40);
    const res = await put(`/api/artists/${artist.id}`, { books: { status: 'closed', reopensOn } }, user);
    expect(res.statusCode).toBe(200);
    const books = { status: 'closed', reopensOn, requestCap: null, spotsLeft: null, openedAt: null };
    expect(res.json()).toMatchObject({ status: 'approved', books });
    expect((await get('/api/artists/my-profile', user)).json().books).toEqual(books);
    expect((await get(`/api/artists/${artist.instagramHandle}`)).json().books).toEqual(books);
    const cards = (await get(`/api/artists?q=${artist.instagramHandle}`)).json().items;
    expect(cards.map((card: { id: string; books: unknown }) => [card.id, card.books])).toEqual([
      [artist.id, books],
    ]);
    expect(await latestUpdate('catalog.artist.updated', artist.id)).toMatchObject({
      status: 'approved',
      books,
    });

    const { studio, owner } = await approvedStudio();
    const opened = await put(
      `/api/studios/${studio.id}`,
      { books: { status: 'open', requestCap: 12 } },
      owner,
    );
    expect(opened.statusCode).toBe(200);
    const studioBooks = { status: 'open', reopensOn: null, requestCap: 12, spotsLeft: 12 };
    expect(opened.json()).toMatchObject({ status: 'approved', books: studioBooks });
    expect((await get('/api/studios/my-studio', owner)).json().books).toMatchObject(studioBooks);
    expect((await get(`/api/studios/${studio.handle}`)).json().books).toMatchObject(studioBooks);
    const studioCards = (await get(`/api/studios?q=${encodeURIComponent(studio.studioName)}`)).json().items;
    expect(studioCards[0]).toMatchObject({ id: studio.id, books: studioBooks });
    expect(await latestUpdate('catalog.studio.updated', studio.id)).toMatchObject({ books: studioBooks });
  });

  it('restarts the count when the books open again, and when open books get their first cap', async () => {
    const { artist, user } = await approvedArtist(ctx);
    const url = `/api/artists/${artist.id}`;
    const setBooks = async (books: Record<string, unknown>) => {
      const res = await put(url, { books }, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().books;
    };
    const take = (n: number) =>
      ctx.db.updateTable('artists').set({ books_taken: n }).where('id', '=', artist.id).execute();

    // Open, uncapped books (the default) have no opening to count from until a cap arrives.
    expect((await setBooks({ status: 'open' })).openedAt).toBeNull();
    const capped = await setBooks({ status: 'open', requestCap: 3 });
    expect(capped).toMatchObject({ status: 'open', requestCap: 3, spotsLeft: 3 });
    expect(capped.openedAt).not.toBeNull();
    await take(2);
    // Changing the cap of open books keeps the count and the opening.
    expect(await setBooks({ status: 'open', requestCap: 5 })).toMatchObject({
      spotsLeft: 3,
      openedAt: capped.openedAt,
    });
    expect(await setBooks({ status: 'closed' })).toMatchObject({
      spotsLeft: null,
      openedAt: capped.openedAt,
    });
    const reopened = await setBooks({ status: 'open', requestCap: 5 });
    expect(reopened.spotsLeft).toBe(5);
    expect(Date.parse(reopened.openedAt)).toBeGreaterThan(Date.parse(capped.openedAt));
    await take(5);
    expect((await get(`/api/artists/${artist.instagramHandle}`)).json().books.spotsLeft).toBe(0);
    await setBooks({ status: 'waitlist', requestCap: 5 });
    expect(await setBooks({ status: 'open', requestCap: 5 })).toMatchObject({ spotsLeft: 5 });
  });
});

describe('flash in PUT /api/artists/{id}', () => {
  async function artistWithFlash() {
    const flashImages = [await jpegDataUrl('#a11'), await jpegDataUrl('#1a1')];
    const { artist, user } = await approvedArtist(ctx, { flashImages });
    const [first, second] = artist.flashImages as [string, string];
    return { artist, user, first, second, url: `/api/artists/${artist.id}` };
  }
  const details = (artistId: string) =>
    ctx.db
      .selectFrom('artists')
      .select('flash_details')
      .where('id', '=', artistId)
      .executeTakeFirstOrThrow()
      .then((row) => row.flash_details);

  it('keeps details under each flash image, from any rendition of its URL, and shows them on the profile', async () => {
    const { artist, user, first, second, url } = await artistWithFlash();
    const piece = { title: 'Swallow', price: 150, sizeInches: 3, repeatable: false };
    const res = await put(url, { flash: [{ url: `${first}/w400.webp`, ...piece }] }, user);
    expect(res.statusCode, res.body).toBe(200);
    const plain = { title: null, price: null, sizeInches: null, repeatable: true, claimed: false };
    const flash = [
      { url: first, ...piece, claimed: false },
      { url: second, ...plain },
    ];
    expect(res.json()).toMatchObject({ status: 'approved', flash });
    expect((await get(`/api/artists/${artist.instagramHandle}`)).json().flash).toEqual(flash);
    expect((await get('/api/artists/my-profile', user)).json().flash).toEqual(flash);
    expect(await latestUpdate('catalog.artist.updated', artist.id)).toMatchObject({ flash });

    // Details of the other piece: the first keeps its own.
    const rose = { url: second, title: 'Rose', price: 0 };
    expect((await put(url, { flash: [rose] }, user)).json().flash).toEqual([
      { url: first, ...piece, claimed: false },
      { ...plain, ...rose },
    ]);
  });

  it('refuses a URL that is not one of the flash images, a price under 0 or over 100,000, and `claimed`', async () => {
    const { artist, user, first, url } = await artistWithFlash();
    const notFlash = await put(url, { flash: [{ url: artist.portfolioImages[0], price: 100 }] }, user);
    expect(notFlash.statusCode).toBe(400);
    expect(Object.keys(notFlash.json().error.fields)).toEqual(['flash']);
    // Removing the image in the same update removes it from the pieces that may carry details.
    const removed = await put(url, { flashImages: [], flash: [{ url: first, price: 100 }] }, user);
    expect(Object.keys(removed.json().error.fields)).toEqual(['flash']);
    for (const price of [-1, 100_001, 9.5]) {
      const res = await put(url, { flash: [{ url: first, price }] }, user);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['flash.0.price']);
    }
    const claimed = await put(url, { flash: [{ url: first, claimed: false }] }, user);
    expect(claimed.statusCode).toBe(400);
    expect(await details(artist.id)).toEqual({});
  });

  it('keeps `claimed` as stored and drops the details of flash images taken off the profile', async () => {
    const { artist, user, first, second, url } = await artistWithFlash();
    await put(url, { flash: [{ url: first, price: 200, repeatable: false }] }, user);
    await ctx.db
      .updateTable('artists')
      .set({ flash_details: sql`jsonb_set(flash_details, array[${first}::text, 'claimed'], 'true')` })
      .where('id', '=', artist.id)
      .execute();
    const again = await put(url, { flash: [{ url: first, price: 250, repeatable: false }] }, user);
    expect(again.json().flash[0]).toMatchObject({ url: first, price: 250, claimed: true });

    expect((await put(url, { flashImages: [second] }, user)).json().flash).toEqual([
      { url: second, title: null, price: null, sizeInches: null, repeatable: true, claimed: false },
    ]);
    expect(await details(artist.id)).toEqual({});
    // Put back, the image is a plain reference again.
    expect((await put(url, { flashImages: [second, first] }, user)).json().flash[1]).toMatchObject({
      url: first,
      price: null,
      claimed: false,
    });
  });
});
