import { sql } from 'kysely';
import type { ArtistRow } from '../artists/artist.table';
import type { CatalogDb } from '../db';
import type { StudioRow } from '../studios/studio.table';
import { NO_FLASH_DETAILS } from './books.mapper';

// kysely code for what other services' events do to the books and flash columns.

/**
 * Counts one inquiry against open, capped books that opened no later than it was sent (one sent before a reopening
 * belongs to the old opening), and takes the books to 'waitlist' when the count reaches the cap. One statement, so
 * two inquiries counted at once cannot both see the last spot. Undefined: nothing to count for.
 */
export function countInquiry(
  db: CatalogDb,
  table: 'artists',
  id: string,
  sentAt: string,
): Promise<ArtistRow | undefined>;
export function countInquiry(
  db: CatalogDb,
  table: 'studios',
  id: string,
  sentAt: string,
): Promise<StudioRow | undefined>;
export function countInquiry(
  db: CatalogDb,
  table: 'artists' | 'studios',
  id: string,
  sentAt: string,
): Promise<ArtistRow | StudioRow | undefined> {
  return db
    .updateTable(table)
    .set({
      books_taken: sql<number>`books_taken + 1`,
      // The right-hand sides read the row as it was: books_taken + 1 is the new count.
      books_status: sql`case when books_taken + 1 >= books_request_cap then 'waitlist' else books_status end`,
      updated_at: sql`case when books_taken + 1 >= books_request_cap then now() else updated_at end`,
    })
    .where('id', '=', id)
    .where('books_status', '=', 'open')
    .where('books_request_cap', 'is not', null)
    .where('books_opened_at', '<=', sql<string>`${sentAt}::timestamptz`)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a flash piece claimed, keeping its details (or the plain defaults when it had none). */
export const claimFlash = (db: CatalogDb, artistId: string, url: string) =>
  db
    .updateTable('artists')
    .set({
      flash_details: sql`jsonb_set(flash_details, array[${url}::text],
        coalesce(flash_details -> ${url}::text, ${JSON.stringify(NO_FLASH_DETAILS)}::jsonb) || '{"claimed": true}')`,
      updated_at: sql`now()`,
    })
    .where('id', '=', artistId)
    .returningAll()
    .executeTakeFirst();
