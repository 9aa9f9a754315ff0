/** Approved artists, from catalog's events: names and the policy texts an offer snapshots. */
export interface ApprovedArtistsTable {
  id: string;
  artist_name: string;
  deposit_policy: string | null;
  cancellation_policy: string | null;
  touchup_policy: string | null;
}

/** Approved studios, likewise (studios have no touch-up policy). */
export interface ApprovedStudiosTable {
  id: string;
  studio_name: string;
  deposit_policy: string | null;
  cancellation_policy: string | null;
}

/** Which artists each studio verified (claims' verified claims): the artists a studio's offer may name. */
export interface VerifiedArtistsTable {
  studio_id: string;
  artist_id: string;
}
