import type { BooksUpdate, FlashPieceUpdate } from '@inkbook/contracts/availability';
import type { BooksStatus } from '@inkbook/contracts/availability-rules';
import { parseMediaUrl } from '@inkbook/contracts/media-url';
import { publicMediaUrl } from '@inkbook/media';
import { badRequest } from '@inkbook/service-kit';
import { type RawBuilder, sql } from 'kysely';
import type { BooksRow } from './books.mapper';
import type { FlashDetail } from './books.table';

// What an owner's partial PUT does to the books and flash columns, beside the profile's edit rules (mergeEdit):
// neither is part of the edit schema, so both are worked out here from the stored row and the body.

/** The books columns an update writes; the count restarts (from the database's clock) only when told to. */
export interface BooksChange {
  books_status: BooksStatus;
  books_reopens_on: string | null;
  books_request_cap: number | null;
  books_opened_at?: RawBuilder<string>;
  books_taken?: number;
}

/**
 * The owner sends the books whole. The cap counts inquiries from the moment the books open: going to 'open' from
 * 'closed' or 'waitlist' restarts it, and so does a cap on open books that never had an opening to count from.
 */
export function booksChange(stored: BooksRow, books: BooksUpdate): BooksChange {
  const requestCap = books.requestCap ?? null;
  const opens =
    books.status === 'open' &&
    (stored.books_status !== 'open' || (requestCap !== null && stored.books_opened_at === null));
  return {
    books_status: books.status,
    books_reopens_on: books.reopensOn ?? null,
    books_request_cap: requestCap,
    ...(opens && { books_opened_at: sql<string>`now()`, books_taken: 0 }),
  };
}

export const FLASH_NOT_AMONG_IMAGES = 'Flash must be one of your flash images';

/** Any rendition of one of our media URLs (`/media/<hash>/w400.webp`) as stored: `/media/<hash>`. */
export function canonicalFlashUrl(url: string): string {
  const parsed = parseMediaUrl(url);
  return parsed ? publicMediaUrl(parsed.hash) : url;
}

/**
 * The flash details after an update: each piece sent replaces its details (sent whole; `claimed` is never the
 * owner's and keeps its stored value), pieces not sent keep theirs, and images no longer among `flashImages`
 * lose theirs. A piece that is not one of the merged `flashImages` is a 400 naming `flash`.
 */
export function flashDetailsAfter(
  stored: Readonly<Record<string, FlashDetail>>,
  flashImages: readonly string[],
  sent: readonly FlashPieceUpdate[] = [],
): Record<string, FlashDetail> {
  const images = new Set(flashImages);
  const details: Record<string, FlashDetail> = {};
  for (const url of flashImages) if (stored[url]) details[url] = stored[url];
  for (const piece of sent) {
    const url = canonicalFlashUrl(piece.url);
    if (!images.has(url)) throw badRequest(FLASH_NOT_AMONG_IMAGES, { flash: FLASH_NOT_AMONG_IMAGES });
    details[url] = {
      title: piece.title ?? null,
      price: piece.price ?? null,
      sizeInches: piece.sizeInches ?? null,
      repeatable: piece.repeatable,
      claimed: stored[url]?.claimed ?? false,
    };
  }
  return details;
}
