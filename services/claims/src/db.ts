import type { Kysely, Transaction } from 'kysely';
import type { ClaimHistoryTable, StudioArtistClaimsTable } from './claims/claim.table';
import type { ApprovedArtistsTable, ApprovedStudiosTable } from './profiles/profile.table';

export interface ClaimsDatabase {
  studio_artist_claims: StudioArtistClaimsTable;
  claim_history: ClaimHistoryTable;
  approved_artists: ApprovedArtistsTable;
  approved_studios: ApprovedStudiosTable;
}
export type ClaimsDb = Kysely<ClaimsDatabase> | Transaction<ClaimsDatabase>;
/** Where claims change: only inside a transaction, with their history row and their event (the outbox, DESIGN §4). */
export type ClaimsTrx = Transaction<ClaimsDatabase>;
