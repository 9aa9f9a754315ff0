import type { Selectable } from 'kysely';

/** Approved artists, kept from catalog's events: who may receive inquiries and what an inquiry shows of them. */
export interface ApprovedArtistsTable {
  id: string;
  artist_name: string;
  handle: string;
  phone: string | null;
  /** Their flash images' canonical media URLs (`selectedFlashDesigns` may name only these). */
  flash_images: string[];
}
export type ApprovedArtistRow = Selectable<ApprovedArtistsTable>;

export interface ApprovedStudiosTable {
  id: string;
  studio_name: string;
  handle: string;
}
