import type { BooksStatus } from '@inkbook/contracts/availability-rules';
import type { ColumnType, Selectable } from 'kysely';

/** What the send gate keeps of a profile's books (issue 26): inquiries are counted against the cap from `opened_at`. */
export interface BooksColumns {
  books_status: BooksStatus;
  books_request_cap: number | null;
  /** ISO string (service-kit's timestamptz parser); null: never opened since issue 26 (the cap counts everything). */
  books_opened_at: string | null;
}

/** One flash piece's details as the gate prices and claims it. */
export interface FlashTerms {
  price: number | null;
  sizeInches: number | null;
  repeatable: boolean;
  claimed: boolean;
}

/** Approved artists, kept from catalog's events: who may receive inquiries and what an inquiry shows of them. */
export interface ApprovedArtistsTable extends BooksColumns {
  id: string;
  artist_name: string;
  handle: string;
  phone: string | null;
  /** Their flash images' canonical media URLs (`selectedFlashDesigns` may name only these). */
  flash_images: string[];
  /** jsonb keyed by canonical flash URL (only pieces with details), written as its JSON text. */
  flash: ColumnType<Record<string, FlashTerms>, string, string>;
}

export type ApprovedArtistRow = Selectable<ApprovedArtistsTable>;

export interface ApprovedStudiosTable extends BooksColumns {
  id: string;
  studio_name: string;
  handle: string;
}

export type ApprovedStudioRow = Selectable<ApprovedStudiosTable>;
