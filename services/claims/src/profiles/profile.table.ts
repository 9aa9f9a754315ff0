/** Approved artists, kept from catalog's events: who may be claimed, and what a claim shows of them (spec §3). */
export interface ApprovedArtistsTable {
  id: string;
  artist_name: string;
  profile_image: string | null;
  instagram_handle: string;
  location: string;
}

/** Approved studios, likewise. */
export interface ApprovedStudiosTable {
  id: string;
  studio_name: string;
  logo: string | null;
  handle: string;
  location: string;
}
