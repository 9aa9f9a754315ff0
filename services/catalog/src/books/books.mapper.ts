import type { Books, FlashPiece } from '@inkbook/contracts/availability';
import type { BooksStatus } from '@inkbook/contracts/availability-rules';
import type { FlashDetail } from './books.table';

/** The books columns as a row (or a card row) carries them. */
export interface BooksRow {
  books_status: BooksStatus;
  books_reopens_on: string | null;
  books_request_cap: number | null;
  books_opened_at: string | null;
  books_taken: number;
}

/** `books` as every read shows it: spots left only while open with a cap. */
export const toBooks = (row: BooksRow): Books => ({
  status: row.books_status,
  reopensOn: row.books_reopens_on,
  requestCap: row.books_request_cap,
  spotsLeft:
    row.books_status === 'open' && row.books_request_cap !== null
      ? Math.max(row.books_request_cap - row.books_taken, 0)
      : null,
  openedAt: row.books_opened_at,
});

/** A flash piece without details: a plain reference, as before issue 26. */
export const NO_FLASH_DETAILS: FlashDetail = {
  title: null,
  price: null,
  sizeInches: null,
  repeatable: true,
  claimed: false,
};

/**
 * `flash`: one piece per flash image, in its order, with the details kept under its URL (stored URLs are canonical;
 * none kept: a plain reference, as before issue 26).
 */
export const toFlash = (flashImages: readonly string[], details: Record<string, FlashDetail>): FlashPiece[] =>
  flashImages.map((url) => ({ url, ...NO_FLASH_DETAILS, ...details[url] }));
