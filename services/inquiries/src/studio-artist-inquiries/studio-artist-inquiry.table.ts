import type { Generated } from 'kysely';

/** A studio ↔ artist pair whose claim is `verified` now (from claims events): whose inquiries the studio sees. */
export interface StudioVerifiedArtistsTable {
  studio_id: string;
  artist_id: string;
  verified_at: Generated<string>;
}
