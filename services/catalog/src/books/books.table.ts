import type { BooksStatus } from '@inkbook/contracts/availability-rules';
import type { Generated } from 'kysely';

/** The books columns artists and studios share (migration 2026-11-29_002). */
export interface BooksColumns {
  books_status: Generated<BooksStatus>;
  /** YYYY-MM-DD (service-kit reads dates as text). */
  books_reopens_on: string | null;
  books_request_cap: number | null;
  books_opened_at: string | null;
  books_taken: Generated<number>;
}

/** One flash piece's details, under its canonical URL in `artists.flash_details`. */
export interface FlashDetail {
  title: string | null;
  price: number | null;
  sizeInches: number | null;
  repeatable: boolean;
  claimed: boolean;
}
