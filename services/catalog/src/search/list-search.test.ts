import { useService } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIST_SEARCH_COLUMNS } from '../artists/artist.repository';
import { STUDIO_SEARCH_COLUMNS } from '../studios/studio.repository';
import { catalogService, insertArtist, insertStudio } from '../testing/factories';
import { correct, textMatches, withinRadius } from './list-search';

// Issue 26 on GET /api/artists and /api/studios: near, radius, distance sort, books=open, typo- and accent-forgiving
// search with relevance order, and the indexes that serve them.
const ctx = useService(catalogService);

const AUSTIN = '30.2672,-97.7431';
/** Great-circle miles from downtown Austin (haversine, mean Earth radius 3958.8 mi), computed by hand. */
const fromAustin = { austin: 0, roundRock: 17.1, sanAntonio: 73.6, houston: 146.2, dallas: 182.1 };
const places = {
  austin: ['Austin, TX', 30.2672, -97.7431],
  roundRock: ['Round Rock, TX', 30.5083, -97.6789],
  sanAntonio: ['San Antonio, TX', 29.4241, -98.4936],
  houston: ['Houston, TX', 29.7604, -95.3698],
  dallas: ['Dallas, TX', 32.7767, -96.797],
} as const;

const at = (place: keyof typeof places) => {
  const [location, location_lat, location_lng] = places[place];
  return { location, location_lat, location_lng };
};

beforeAll(async () => {
  const { db } = ctx;
  const approved = { status: 'approved' as const };
  await insertArtist(db, {
    ...approved,
    artist_name: 'John Austin',
    ...at('austin'),
    tattoo_styles: ['Fine Line'],
  });
  await insertArtist(db, {
    ...approved,
    artist_name: 'Rita Rock',
    ...at('roundRock'),
    books_status: 'closed',
  });
  await insertArtist(db, {
    ...approved,
    artist_name: 'José Alamo',
    ...at('sanAntonio'),
    tattoo_styles: ['Traditional'],
  });
  await insertArtist(db, {
    ...approved,
    artist_name: 'Hana Bayou',
    ...at('houston'),
    books_status: 'waitlist',
  });
  await insertArtist(db, {
    ...approved,
    artist_name: 'Dee Dallas',
    ...at('dallas'),
    tattoo_styles: ['Traditional'],
  });
  await insertArtist(db, { ...approved, artist_name: 'Nowhere Nell', location: 'Somewhere' });
  await insertArtist(db, { artist_name: 'Pending Pat', ...at('austin') });

  await insertStudio(db, {
    ...approved,
    studio_name: 'Capitol Ink',
    ...at('austin'),
    specializations: ['Script'],
  });
  await insertStudio(db, {
    ...approved,
    studio_name: 'Alamo Tradicional',
    ...at('sanAntonio'),
    specializations: ['Traditional'],
    books_status: 'closed',
  });
  await insertStudio(db, {
    ...approved,
    studio_name: 'Big D Studio',
    ...at('dallas'),
    specializations: ['Script'],
  });
  await insertStudio(db, {
    ...approved,
    studio_name: 'Off Map Studio',
    location: 'Unknown',
    specializations: ['Script'],
  });
});

type Card = { artistName?: string; studioName?: string; distanceMiles?: number | null };
const list = async (kind: 'artists' | 'studios', query: string) => {
  const res = await ctx.inject({ method: 'GET', url: `/api/${kind}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Card[]; total: number };
};
const names = async (kind: 'artists' | 'studios', query: string) =>
  (await list(kind, query)).items.map((card) => card.artistName ?? card.studioName);

describe('near', () => {
  it('gives each artist its great-circle distance in miles, null without coordinates', async () => {
    const { items } = await list('artists', `near=${AUSTIN}`);
    const byName = Object.fromEntries(items.map((card) => [card.artistName, card.distanceMiles]));
    const expected = {
      'John Austin': fromAustin.austin,
      'Rita Rock': fromAustin.roundRock,
      'José Alamo': fromAustin.sanAntonio,
      'Hana Bayou': fromAustin.houston,
      'Dee Dallas': fromAustin.dallas,
    };
    for (const [name, miles] of Object.entries(expected)) {
      expect(Math.abs((byName[name] as number) - miles)).toBeLessThanOrEqual(miles * 0.01 + 0.05);
    }
    expect(byName['Nowhere Nell']).toBeNull();
  });

  it('has no distance without near', async () => {
    const { items } = await list('artists', '');
    expect(items.every((card) => card.distanceMiles === undefined)).toBe(true);
  });

  it('keeps only those within the radius, nearest first with sort=distance', async () => {
    expect(await names('artists', `near=${AUSTIN}&radius=10`)).toEqual(['John Austin']);
    expect(await names('artists', `near=${AUSTIN}&radius=25&sort=distance`)).toEqual([
      'John Austin',
      'Rita Rock',
    ]);
    expect(await names('artists', `near=${AUSTIN}&radius=100&sort=distance`)).toEqual([
      'John Austin',
      'Rita Rock',
      'José Alamo',
    ]);
    expect((await list('artists', `near=${AUSTIN}&radius=50`)).total).toBe(2);
  });

  it('sorts by distance with profiles without coordinates last', async () => {
    expect(await names('artists', `near=${AUSTIN}&sort=distance`)).toEqual([
      'John Austin',
      'Rita Rock',
      'José Alamo',
      'Hana Bayou',
      'Dee Dallas',
      'Nowhere Nell',
    ]);
    expect(await names('studios', `near=${AUSTIN}&sort=distance`)).toEqual([
      'Capitol Ink',
      'Alamo Tradicional',
      'Big D Studio',
      'Off Map Studio',
    ]);
  });

  it('combines with books=open, the text query and the style filter', async () => {
    expect(await names('artists', `near=${AUSTIN}&radius=25&books=open`)).toEqual(['John Austin']);
    expect(await names('artists', `near=${AUSTIN}&sort=distance&style=Traditional`)).toEqual([
      'José Alamo',
      'Dee Dallas',
    ]);
    expect(await names('artists', `near=${AUSTIN}&radius=100&q=traditional`)).toEqual(['José Alamo']);
    expect(await names('studios', `near=${AUSTIN}&radius=100&books=open`)).toEqual(['Capitol Ink']);
    expect(await names('studios', 'books=open&specialization=Traditional')).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['near=abc', 'near'],
    ['near=91,0', 'near'],
    [`near=${AUSTIN}&radius=30`, 'radius'],
    ['radius=25', 'radius'],
    ['sort=distance', 'radius'],
    ['books=closed', 'books'],
  ])('%s is a 400 naming %s', async (query, field) => {
    for (const kind of ['artists', 'studios']) {
      const res = await ctx.inject({ method: 'GET', url: `/api/${kind}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});

describe('search that forgives', () => {
  it('finds a style through a typo, a name through a missing letter, and ignores accents', async () => {
    expect(await names('artists', 'q=tradtional')).toEqual(['Dee Dallas', 'José Alamo']);
    expect(await names('artists', 'q=Jon')).toContain('John Austin');
    expect(await names('artists', 'q=Jose')).toEqual(['José Alamo']);
    expect(await names('artists', 'q=JOSÉ')).toEqual(['José Alamo']);
    expect(await names('studios', 'q=tradtional')).toEqual(['Alamo Tradicional']);
    expect(await names('studios', 'q=capitól')).toEqual(['Capitol Ink']);
    expect((await list('artists', 'q=zzzzqx')).total).toBe(0);
  });

  it('puts whole matches before close ones when the sort is relevance (the default with q)', async () => {
    // 'alamo' is in José's name and location; 'Dallas' only resembles it less than 'Alamo' matches it.
    await insertArtist(ctx.db, { status: 'approved', artist_name: 'Alamos Bay', ...at('houston') });
    const relevance = await names('artists', 'q=alamo');
    expect(relevance[0]).toBe('José Alamo');
    expect(relevance).toContain('Alamos Bay');
    expect(await names('artists', 'q=alamo&sort=name')).toEqual(['Alamos Bay', 'José Alamo']);
  });
});

describe('the dictionary of words', () => {
  const has = async (word: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from search_words where word = ${word}`.execute(
        ctx.db,
      )
    ).rows[0]?.n === 1;

  it('follows approved profiles through renames, unapproval and deletion', async () => {
    const artist = await insertArtist(ctx.db, { status: 'approved', artist_name: 'Zebulon Quirke' });
    expect(await has('zebulon')).toBe(true);
    await ctx.db
      .updateTable('artists')
      .set({ artist_name: 'Zebediah Quirke' })
      .where('id', '=', artist.id)
      .execute();
    expect([await has('zebulon'), await has('zebediah'), await has('quirke')]).toEqual([false, true, true]);
    await ctx.db.updateTable('artists').set({ status: 'pending' }).where('id', '=', artist.id).execute();
    expect(await has('zebediah')).toBe(false);
    await insertStudio(ctx.db, { status: 'approved', studio_name: 'Quirke Parlour' });
    await ctx.db.deleteFrom('artists').where('id', '=', artist.id).execute();
    expect([await has('quirke'), await has('parlour')]).toEqual([true, true]);
  });
});

describe('indexes', () => {
  it('serves the radius from the GiST point index and the typo search from the trigram index', async () => {
    const plans: string[] = [];
    const rollback = new Error('rollback');
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        // As many approved artists as the bench, so the plan is the planner's real choice (rolled back at the end);
        // each row's trigram entries and dictionary words take a while to write on a busy machine.
        await sql`set local statement_timeout = '60s'`.execute(trx);
        await sql`insert into artists (artist_name, instagram_handle, location, bio, email, status, location_lat,
            location_lng, tattoo_styles)
          select 'Bulk ' || n, 'bulk_' || n, 'Town ' || n, 'bio', 'bulk' || n || '@ink.test', 'approved',
            25 + (n % 200) * 0.1, -120 + (n / 200) * 0.5, array['Realism']
          from generate_series(1, 10000) n`.execute(trx);
        await sql`analyze artists`.execute(trx);
        await sql`analyze studios`.execute(trx);
        const typo = { q: 'tradtional', corrections: await correct(trx, 'tradtional') };
        expect(typo.corrections.map((c) => c.word)).toContain('traditional');
        for (const [table, where] of [
          ['artists', withinRadius(ARTIST_SEARCH_COLUMNS, { lat: 30.2672, lng: -97.7431 }, 25)],
          ['artists', textMatches(ARTIST_SEARCH_COLUMNS, typo)],
          ['studios', withinRadius(STUDIO_SEARCH_COLUMNS, { lat: 30.2672, lng: -97.7431 }, 25)],
        ] as const) {
          // The four studios are cheaper to scan whole; with scans off, the plan shows whether the index applies.
          if (table === 'studios') await sql`set local enable_seqscan = off`.execute(trx);
          const rows = await trx
            .selectFrom(table)
            .select('id')
            .where('status', '=', 'approved')
            .where(where)
            .explain();
          plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
        }
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(plans[0]).toContain('artists_approved_point');
    expect(plans[1], plans[1]).toContain('artists_fuzzy');
    expect(plans[2]).toContain('studios_approved_point');
  }, 90_000);
});
