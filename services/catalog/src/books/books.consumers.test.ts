import { randomUUID } from 'node:crypto';
import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogService, insertArtist, insertStudio } from '../testing/factories';

// Inquiries publish what arrives and which flash got booked; catalog counts inquiries against the request cap and
// marks one-off flash claimed (issue 26). Events are simulated on the test's bus as inquiries publishes them.
const ctx = useService(catalogService);

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The updated events catalog published for a profile, oldest first. */
const updates = async (subject: string, id: string) =>
  (
    await sql<{ payload: { books: { status: string; spotsLeft: number | null } } }>`
      select payload from catalog.outbox where subject = ${subject} and payload->>'id' = ${id} order by seq`.execute(
      ctx.db,
    )
  ).rows.map((row) => row.payload);

const cappedBooks = (cap: number) =>
  ({
    status: 'approved',
    books_status: 'open',
    books_request_cap: cap,
    books_opened_at: ago(HOUR),
  }) as const;

let artist: Awaited<ReturnType<typeof insertArtist>>;
beforeEach(async () => {
  artist = await insertArtist(ctx.db, cappedBooks(2));
});

const profileBooks = async () =>
  (await ctx.inject({ method: 'GET', url: `/api/artists/${artist.instagram_handle}` })).json().books;
const inquiry = (changes: Record<string, unknown> = {}) =>
  ctx.publish('inquiries.inquiry.created', {
    id: randomUUID(),
    artistId: artist.id,
    createdAt: new Date().toISOString(),
    ...changes,
  });

describe('the request cap, from inquiries.inquiry.created and inquiries.studio-inquiry.created', () => {
  it('counts inquiries since the books opened and moves them to the waitlist at the cap, with an updated event', async () => {
    // Sent before this opening, or through a waitlist invite: not one of the cap's spots.
    await inquiry({ createdAt: ago(2 * HOUR) });
    await inquiry({ fromWaitlist: true });
    expect(await profileBooks()).toMatchObject({ status: 'open', spotsLeft: 2 });
    const first = await inquiry();
    // A redelivered event is counted once.
    await ctx.publish('inquiries.inquiry.created', first.data, first.id);
    expect(await profileBooks()).toMatchObject({ status: 'open', spotsLeft: 1 });
    expect(await updates('catalog.artist.updated', artist.id)).toEqual([]);

    await inquiry();
    expect(await profileBooks()).toMatchObject({ status: 'waitlist', requestCap: 2, spotsLeft: null });
    const published = await updates('catalog.artist.updated', artist.id);
    expect(published.map((p) => p.books.status)).toEqual(['waitlist']);

    // Past the cap nothing more is counted or published.
    await inquiry();
    expect(await updates('catalog.artist.updated', artist.id)).toHaveLength(1);
    const row = await ctx.db
      .selectFrom('artists')
      .select('books_taken')
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    expect(row.books_taken).toBe(2);
  });

  it('leaves uncapped and closed books alone', async () => {
    const uncapped = await insertArtist(ctx.db, { status: 'approved' });
    const closed = await insertArtist(ctx.db, { ...cappedBooks(1), books_status: 'closed' });
    for (const artistId of [uncapped.id, closed.id]) await inquiry({ artistId });
    const rows = await ctx.db
      .selectFrom('artists')
      .select(['books_status', 'books_taken'])
      .where('id', 'in', [uncapped.id, closed.id])
      .orderBy('books_status', 'desc')
      .execute();
    expect(rows).toEqual([
      { books_status: 'open', books_taken: 0 },
      { books_status: 'closed', books_taken: 0 },
    ]);
  });

  it('counts studio inquiries against the studio’s cap', async () => {
    const studio = await insertStudio(ctx.db, cappedBooks(1));
    const send = (changes: Record<string, unknown> = {}) =>
      ctx.publish('inquiries.studio-inquiry.created', {
        id: randomUUID(),
        studioId: studio.id,
        createdAt: new Date().toISOString(),
        ...changes,
      });
    await send({ fromWaitlist: true });
    expect(await updates('catalog.studio.updated', studio.id)).toEqual([]);
    await send();
    const studioBooks = (await ctx.inject({ method: 'GET', url: `/api/studios/${studio.handle}` })).json()
      .books;
    expect(studioBooks).toMatchObject({ status: 'waitlist', requestCap: 1 });
    expect((await updates('catalog.studio.updated', studio.id)).map((p) => p.books.status)).toEqual([
      'waitlist',
    ]);
  });
});

describe('inquiries.flash.claimed', () => {
  const FLASH = `/media/${'ab'.repeat(32)}`;
  const OTHER = `/media/${'cd'.repeat(32)}`;
  const claim = (url: string) =>
    ctx.publish('inquiries.flash.claimed', {
      artistId: artist.id,
      url,
      inquiryId: randomUUID(),
      bookingId: randomUUID(),
    });

  it('shows the piece claimed, keeping its details or creating them, and publishes the artist', async () => {
    await ctx.db
      .updateTable('artists')
      .set({
        flash_images: [FLASH, OTHER],
        flash_details: JSON.stringify({
          [FLASH]: { title: 'Swallow', price: 150, sizeInches: 3, repeatable: false, claimed: false },
        }),
      })
      .where('id', '=', artist.id)
      .execute();
    await claim(FLASH);
    await claim(`${OTHER}/w800.webp`);
    const flash = (await ctx.inject({ method: 'GET', url: `/api/artists/${artist.instagram_handle}` })).json()
      .flash;
    expect(flash).toEqual([
      { url: FLASH, title: 'Swallow', price: 150, sizeInches: 3, repeatable: false, claimed: true },
      { url: OTHER, title: null, price: null, sizeInches: null, repeatable: true, claimed: true },
    ]);
    const published = await sql<{ payload: { flash: { claimed: boolean }[] } }>`
      select payload from catalog.outbox where subject = 'catalog.artist.updated' and payload->>'id' = ${artist.id}
      order by seq desc limit 1`.execute(ctx.db);
    expect(published.rows[0]?.payload.flash.map((piece) => piece.claimed)).toEqual([true, true]);
  });
});
