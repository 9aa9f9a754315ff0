import type { BooksStatus } from '@inkbook/contracts/availability-rules';
import { sql } from 'kysely';
import type { CatalogDb } from '../db';
import { NO_FLASH_DETAILS } from './books.mapper';

// kysely code for what other services' events do to the books and flash columns.

/** An inquiry's count: the right-hand sides read the row as it was, so books_taken + 1 is the new count. */
const COUNT_ONE = {
  books_taken: sql<number>`books_taken + 1`,
  books_status: sql<BooksStatus>`case when books_taken + 1 >= books_request_cap then 'waitlist' else books_status end`,
  updated_at: sql<string>`case when books_taken + 1 >= books_request_cap then now() else updated_at end`,
};

/** Open, capped books that opened no later than the inquiry was sent (one sent before belongs to the old opening). */
const countable = (id: string, sentAt: string) =>
  sql<boolean>`id = ${id} and books_status = 'open' and books_request_cap is not null
    and books_opened_at <= ${sentAt}::timestamptz`;

/**
 * Counts one inquiry against the books and takes them to 'waitlist' when the count reaches the cap. One statement,
 * so two inquiries counted at once cannot both see the last spot. Undefined: nothing to count for.
 */
export const countArtistInquiry = (db: CatalogDb, id: string, sentAt: string) =>
  db.updateTable('artists').set(COUNT_ONE).where(countable(id, sentAt)).returningAll().executeTakeFirst();

export const countStudioInquiry = (db: CatalogDb, id: string, sentAt: string) =>
  db.updateTable('studios').set(COUNT_ONE).where(countable(id, sentAt)).returningAll().executeTakeFirst();

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
