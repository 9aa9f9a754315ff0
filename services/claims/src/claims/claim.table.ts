import type { ClaimedBy, ClaimParty, ClaimStatus } from '@inkbook/contracts/claim';
import type { ColumnType, Generated, RawBuilder, Selectable } from 'kysely';

/** ISO strings: service-kit's pg parser reads timestamptz so (JSON-ready, no Date round trip). */
type CreatedAt = ColumnType<string, never, never>;

export interface StudioArtistClaimsTable {
  id: Generated<string>;
  studio_id: string;
  artist_id: string;
  status: ClaimStatus;
  claimed_by: ClaimedBy;
  /** The latest message a party sent with the claim or an answer to it (each one stays in the history). */
  message: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<string, never, RawBuilder<Date>>;
}
export type ClaimRow = Selectable<StudioArtistClaimsTable>;

/** Every transition of a claim, its creation included (`from_status` null). */
export interface ClaimHistoryTable {
  id: Generated<string>;
  /** Insertion order: transitions of one claim are serialised by its row lock, so this is their order. */
  seq: Generated<number>;
  claim_id: string;
  actor_role: ClaimParty;
  /** The login that acted, kept for audit; answers name only the side. */
  actor_user_id: string;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus;
  message: string | null;
  created_at: CreatedAt;
}
export type ClaimHistoryRow = Selectable<ClaimHistoryTable>;
