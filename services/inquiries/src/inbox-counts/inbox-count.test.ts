import {
  analyze,
  explainSelects,
  indexesOf,
  inRolledBackTransaction,
  seqScansOf,
} from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listArtistInbox } from '../artist-inquiries/artist-inquiry.repository';
import type { InquiriesDb } from '../db';
import { listStudioArtistInbox } from '../studio-artist-inquiries/studio-artist-inquiry.repository';
import { listStudioInbox } from '../studio-inquiries/studio-inquiry.repository';
import { useInquiries } from '../testing/suite';
import { countedByStatus, countedTotal } from './inbox-count.repository';

// Issue 30 item 5: inbox totals from kept counts, keyset pages, and plans that stay on the indexes at 10,000
// inquiries a recipient.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });

/** What the triggers kept, beside what the tables hold now (zero rows left by moves are no count). */
async function keptAndActual(db: InquiriesDb) {
  const kept = await sql<{ key: string; n: number }>`
    select recipient_kind || ' ' || recipient_id || ' ' || status || ' ' || stage as key, inquiries as n
    from inbox_counts where inquiries <> 0 order by key`.execute(db);
  const actual = await sql<{ key: string; n: number }>`
    select key, count(*)::int as n from (
      select 'artist ' || artist_id || ' ' || status || ' ' || stage as key from artist_inquiries
      union all
      select 'studio ' || studio_id || ' ' || status || ' ' || stage from studio_inquiries
    ) rows group by key order by key`.execute(db);
  return { kept: kept.rows, actual: actual.rows };
}

describe('inbox counts', () => {
  it('follow every send, status change, stage move and delete, in the same transaction', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await t.sendArtist(t.artistBody())).json().id);
    const studioId = (await t.sendStudio(t.studioBody())).json().id;
    const patch = (url: string, payload: object, user = t.artistUser) =>
      t.inject({ method: 'PATCH', url, payload }, user);
    expect((await patch(`/api/inquiries/${ids[0]}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await patch(`/api/inquiries/${ids[1]}/notes`, { notes: 'Private' })).statusCode).toBe(200);
    expect(
      (await patch(`/api/studio-inquiries/${studioId}/status`, { status: 'declined' }, t.studioUser))
        .statusCode,
    ).toBe(200);
    // A stage moved by hand in SQL is counted too: the triggers, not the routes, keep the counts.
    await sql`update artist_inquiries set conversed = true where id = ${ids[1]}`.execute(t.db);
    await sql`update artist_inquiries set booking_stage = 'booked' where id = ${ids[2]}`.execute(t.db);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/inquiries/${ids[0]}` }, t.artistUser)).statusCode,
    ).toBe(200);

    const { kept, actual } = await keptAndActual(t.db);
    expect(kept).toEqual(actual);
    expect(await countedTotal(t.db, 'artist', t.artist.id)).toBe(2);
    expect(await countedTotal(t.db, 'artist', t.artist.id, { stage: 'booked' })).toBe(1);
    expect(await countedTotal(t.db, 'studio', t.studio.id, { status: 'declined' })).toBe(1);
    const inbox = await t.inject(
      { method: 'GET', url: `/api/inquiries/artist/${t.artist.id}?stage=in_conversation` },
      t.artistUser,
    );
    expect(inbox.json()).toMatchObject({ total: 1, items: [{ id: ids[1], stage: 'in_conversation' }] });
  });
});

describe("the client's own list", () => {
  it('pages both kinds newest first by keyset as it did by offset: every page, then an empty one', async () => {
    const body = t.artistBody({ password: 'client-password' });
    const ids = [(await t.sendArtist(body)).json().id];
    const client = t.auth.signIn(body.email, 'client-password');
    const { email: _email, fullName: _name, phone: _phone, ...signedIn } = t.studioBody();
    ids.push((await t.sendStudio(signedIn, { user: client })).json().id);
    const { email: _e, fullName: _n, phone: _p, ...again } = t.artistBody();
    ids.push((await t.sendArtist(again, { user: client })).json().id);
    const mine = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/api/inquiries/mine?${query}` }, client)).json() as {
        items: { id: string }[];
        total: number;
      };
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await mine(`pageSize=1&page=${page}`));
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([
      [ids[2]],
      [ids[1]],
      [ids[0]],
      [],
    ]);
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
  });
});

const ROWS = 10_000;
/** Inquiries to 200 other artists, 20 each. */
const OTHERS = 4_000;
const PAGE = { limit: 24, offset: 0 };
/** A page well down the inbox (page 51 of 24), as a `page=51` read asks it. */
const DEEP = { limit: 24, offset: 24 * 50 };

describe('inbox reads at 10,000 inquiries a recipient', () => {
  it('answer what OFFSET paging answered and never scan an inquiry table whole', async () => {
    await inRolledBackTransaction(t.db, async (trx) => {
      const { id: artistId } = t.artist;
      const { id: studioId } = t.studio;
      // The suite's artist and studio with ROWS each, beside OTHERS to other artists (so the planner weighs
      // one inbox among others); two inquiries a minute, so the id breaks ties. Rolled back at the end.
      await sql`
          insert into artist_inquiries (artist_id, concept, size, budget_min, budget_max, full_name, email, phone,
            status, conversed, created_at)
          select case when n <= ${ROWS} then ${artistId}::uuid else md5((n % 200)::text)::uuid end,
            'Concept ' || n, 'medium', 100, 500, 'Client ' || n, 'c' || n || '@x.test', '555',
            (array['pending', 'reviewed', 'responded', 'approved', 'declined'])[1 + n % 5], n % 3 = 0,
            now() - (n / 2) * interval '1 minute'
          from generate_series(1, ${ROWS + OTHERS}) n`.execute(trx);
      await sql`
          insert into studio_inquiries (studio_id, concept, size, budget_min, budget_max, full_name, email, phone,
            status, created_at, description, budget_range, timeline, style)
          select ${studioId}::uuid, 'Concept ' || n, 'medium', 100, 500, 'Client ' || n, 'c' || n || '@x.test',
            '555', (array['pending', 'approved', 'declined'])[1 + n % 3], now() - (n / 2) * interval '1 minute',
            'Concept', '$100 - $500', 'Flexible', 'blackgrey'
          from generate_series(1, ${ROWS}) n`.execute(trx);
      await sql`insert into studio_verified_artists (studio_id, artist_id) values (${studioId}, ${artistId})`.execute(
        trx,
      );
      await analyze(trx, ['artist_inquiries', 'studio_inquiries', 'inbox_counts', 'studio_verified_artists']);

      const reads = (db: InquiriesDb) => [
        listArtistInbox(db, artistId, PAGE),
        listArtistInbox(db, artistId, DEEP),
        listArtistInbox(db, artistId, PAGE, { status: 'reviewed' }),
        listArtistInbox(db, artistId, DEEP, { stage: 'in_conversation' }),
        listStudioInbox(db, studioId, PAGE),
        listStudioInbox(db, studioId, DEEP, { status: 'pending' }),
        listStudioArtistInbox(db, studioId, PAGE),
        listStudioArtistInbox(db, studioId, DEEP),
      ];

      // What OFFSET paging and a count over every row answered, newest first with the id breaking ties.
      const byOffset = async (table: string, where: ReturnType<typeof sql>, page: typeof PAGE) => {
        const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where ${where}
            order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`.execute(trx);
        const { rows: counted } = await sql<{ total: number }>`
            select count(*)::int as total from ${sql.table(table)} where ${where}`.execute(trx);
        return { ids: rows.map((row) => row.id), total: counted[0]?.total };
      };
      const mine = sql`artist_id = ${artistId}`;
      const theStudio = sql`studio_id = ${studioId}`;
      const expected = [
        await byOffset('artist_inquiries', mine, PAGE),
        await byOffset('artist_inquiries', mine, DEEP),
        await byOffset('artist_inquiries', sql`${mine} and status = 'reviewed'`, PAGE),
        await byOffset('artist_inquiries', sql`${mine} and stage = 'in_conversation'`, DEEP),
        await byOffset('studio_inquiries', theStudio, PAGE),
        await byOffset('studio_inquiries', sql`${theStudio} and status = 'pending'`, DEEP),
        // The studio's one verified artist: its view is that artist's inbox.
        await byOffset('artist_inquiries', mine, PAGE),
        await byOffset('artist_inquiries', mine, DEEP),
      ];
      const answered = await Promise.all(reads(trx));
      expect(answered.map((read) => ({ ids: read.rows.map((row) => row.id), total: read.total }))).toEqual(
        expected,
      );
      expect(expected[0]?.total).toBeGreaterThanOrEqual(ROWS);
      expect(expected[1]?.ids).toHaveLength(DEEP.limit);
      const stats = await countedByStatus(trx, artistId);
      expect(stats.reduce((sum, row) => sum + Number(row.count), 0)).toBe(expected[0]?.total);

      const plans = await explainSelects(trx, (explained) =>
        Promise.all([...reads(explained), countedByStatus(explained, artistId)]),
      );
      // Each read's page and its total, the stats, and what the reads look up on the way (they run for real).
      expect(plans.length).toBeGreaterThanOrEqual(answered.length * 2 + 1);
      expect(seqScansOf(plans, ['artist_inquiries', 'studio_inquiries'])).toEqual([]);
      expect(indexesOf(plans)).toEqual(
        expect.arrayContaining([
          'artist_inquiries_inbox',
          'artist_inquiries_status',
          'artist_inquiries_stage',
          'studio_inquiries_inbox',
          'studio_inquiries_status',
        ]),
      );
    });
  }, 30_000);
});
