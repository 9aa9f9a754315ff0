import { applicationStyles } from '@inkbook/contracts/artist';
import { studioSpecializations } from '@inkbook/contracts/studio-options';
import { type Kysely, sql } from 'kysely';

/** Where seeded profiles are: the `i`-th is at `places[i % places.length]`, scattered about 40 miles round it. */
export interface Place {
  name: string;
  /** Its centre; without it, its profiles have no coordinates. */
  at?: readonly [lat: number, lng: number];
}

/** A media URL of our shape (a content hash) that no file backs: a card's images, by number. */
export const fakeMedia = (i: number) => `/media/${i.toString(16).padStart(64, '0')}`;

/** Each place's name, latitude and longitude, as the arrays a seeding statement indexes. */
const placeArrays = (places: readonly Place[]) => ({
  names: places.map((place) => place.name),
  lats: places.map((place) => place.at?.[0] ?? null),
  lngs: places.map((place) => place.at?.[1] ?? null),
});

/** The `i`-th profile's coordinate from `centres`, one in 50 without: as a statement over `generate_series` i. */
const scattered = (centres: (number | null)[], count: number, spread: number) =>
  sql`case when i % 50 = 0 then null
    else (${centres}::float8[])[1 + i % ${count}::int] + (random() - 0.5) * ${spread} end`;

/**
 * `count` approved artists (`artist_<i>`), each with two styles, six portfolio images, policies and, at places with
 * a centre, coordinates; one in three has books closed. Written by one SQL statement (`generate_series`) into the
 * catalog schema `db` reaches: for the plan tests and the bench.
 */
export async function seedArtists<DB>(db: Kysely<DB>, count: number, places: readonly Place[]) {
  const { names, lats, lngs } = placeArrays(places);
  await sql`
    insert into artists (artist_name, instagram_handle, location, bio, email, portfolio_images, flash_images,
      tattoo_styles, profile_image, deposit_policy, cancellation_policy, touchup_policy, status, location_lat,
      location_lng, books_status)
    select 'Artist ' || i, 'artist_' || i, (${names}::text[])[1 + i % ${places.length}::int],
      'Bio of artist ' || i || ' who tattoos every day with care and a steady hand.', 'artist' || i || '@bench.test',
      ${[1, 2, 3, 4, 5, 6].map(fakeMedia)}::text[], array[${fakeMedia(1)}],
      (${[...applicationStyles, ...applicationStyles]}::text[])[1 + i % 16 : 2 + i % 16], ${fakeMedia(1)},
      'A deposit of fifty dollars holds your slot.', 'Two days notice or the deposit is kept.',
      'Free touch-ups in 3 months.', 'approved', ${scattered(lats, places.length, 1.2)},
      ${scattered(lngs, places.length, 1.4)}, case when i % 3 = 0 then 'closed' else 'open' end
    from generate_series(1, ${count}::int) as i`.execute(db);
  await sql`analyze artists, search_words`.execute(db);
}

/** `count` approved studios (`studio_<i>`), each with two specializations, placed and scattered as seedArtists'. */
export async function seedStudios<DB>(db: Kysely<DB>, count: number, places: readonly Place[]) {
  const { names, lats, lngs } = placeArrays(places);
  await sql`
    insert into studios (studio_name, handle, tagline, description, location, business_email, appointment_type,
      specializations, interior_images, status, location_lat, location_lng, books_status)
    select 'Studio ' || i, 'studio_' || i, 'Custom work and walk-ins', 'A studio of five artists, open every day.',
      (${names}::text[])[1 + i % ${places.length}::int], 'studio' || i || '@bench.test', 'both',
      (${[...studioSpecializations, ...studioSpecializations]}::text[])[1 + i % ${studioSpecializations.length}::int : 2 + i % ${studioSpecializations.length}::int],
      ${[1, 2, 3].map(fakeMedia)}::text[], 'approved', ${scattered(lats, places.length, 1.2)},
      ${scattered(lngs, places.length, 1.4)}, case when i % 3 = 0 then 'closed' else 'open' end
    from generate_series(1, ${count}::int) as i`.execute(db);
  await sql`analyze studios, search_words`.execute(db);
}
