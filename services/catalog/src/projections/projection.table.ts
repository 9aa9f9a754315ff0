import type { Generated } from 'kysely';

/** A verified studio ↔ artist link (from claims events): badges on artist profiles, Verified Artists on studios. */
export interface VerifiedLinksTable {
  artist_id: string;
  studio_id: string;
  verified_at: Generated<string>;
}

/** Inquiry counts per artist (from inquiries events), for the admin list. */
export interface ArtistInquiryCountsTable {
  artist_id: string;
  total: Generated<number>;
  pending: Generated<number>;
}

/** One row per visitor per profile per day. */
export interface ProfileViewsTable {
  profile_id: string;
  visitor: string;
  day: string;
}
