import type { Generated } from 'kysely';

/**
 * Public media is served to anyone at `/media/<hash>`; private media (e.g. a client's placement photo) only
 * through the owning service's authorized route.
 */
export type MediaVisibility = 'public' | 'private';

export interface MediaTable {
  hash: string;
  width: number;
  height: number;
  visibility: MediaVisibility;
  created_at: Generated<string>;
  claimed_at: string | null;
}

export interface MediaVariantsTable {
  hash: string;
  variant: string;
  content_type: string;
  bytes: Buffer;
}

/** The tables a service's database must hold (in its own schema) to keep media. */
export interface MediaDatabase {
  media: MediaTable;
  media_variants: MediaVariantsTable;
}
