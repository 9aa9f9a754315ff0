import type { ClaimStatus } from '@inkbook/contracts/claim';
import { type Insertable, sql } from 'kysely';
import type { ClaimsDb } from '../db';
import type { ClaimHistoryTable, StudioArtistClaimsTable } from './claim.table';

/** Claims with the summaries of both parties (null where a profile is no longer approved). */
const claimsWithProfiles = (db: ClaimsDb) =>
  db
    .selectFrom('studio_artist_claims as c')
    .leftJoin('approved_artists as a', 'a.id', 'c.artist_id')
    .leftJoin('approved_studios as s', 's.id', 'c.studio_id')
    .selectAll('c')
    .select([
      'a.artist_name',
      'a.profile_image',
      'a.instagram_handle',
      'a.location as artist_location',
      's.studio_name',
      's.logo',
      's.handle',
      's.location as studio_location',
    ]);
export type ClaimWithProfilesRow = Awaited<
  ReturnType<ReturnType<typeof claimsWithProfiles>['executeTakeFirstOrThrow']>
>;

export const readClaim = (db: ClaimsDb, id: string) =>
  claimsWithProfiles(db).where('c.id', '=', id).executeTakeFirstOrThrow();

/** One party's claims, newest first. */
export const listClaims = (db: ClaimsDb, party: { artistId: string } | { studioId: string }) =>
  claimsWithProfiles(db)
    .where(
      'artistId' in party ? 'c.artist_id' : 'c.studio_id',
      '=',
      'artistId' in party ? party.artistId : party.studioId,
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();

/** The bare claim, locked for the transaction that changes it (so transitions of one claim run one at a time). */
export const lockClaim = (db: ClaimsDb, id: string) =>
  db.selectFrom('studio_artist_claims').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findClaim = (db: ClaimsDb, id: string) =>
  db.selectFrom('studio_artist_claims').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether the pair has a pending or verified claim other than `exceptId`. */
export async function hasLiveClaim(db: ClaimsDb, studioId: string, artistId: string, exceptId?: string) {
  let query = db
    .selectFrom('studio_artist_claims')
    .select('id')
    .where('studio_id', '=', studioId)
    .where('artist_id', '=', artistId)
    .where('status', 'in', ['pending_artist_approval', 'pending_studio_approval', 'verified']);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return !!(await query.executeTakeFirst());
}

export const insertClaim = (db: ClaimsDb, values: Insertable<StudioArtistClaimsTable>) =>
  db.insertInto('studio_artist_claims').values(values).returning('id').executeTakeFirstOrThrow();

/** A new status; a message given replaces the claim's, none keeps it. */
export async function setClaimStatus(db: ClaimsDb, id: string, status: ClaimStatus, message: string | null) {
  await db
    .updateTable('studio_artist_claims')
    .set({ status, updated_at: sql<Date>`now()`, ...(message !== null && { message }) })
    .where('id', '=', id)
    .execute();
}

export async function insertHistory(db: ClaimsDb, values: Insertable<ClaimHistoryTable>) {
  await db.insertInto('claim_history').values(values).execute();
}

export const listHistory = (db: ClaimsDb, claimId: string) =>
  db.selectFrom('claim_history').selectAll().where('claim_id', '=', claimId).orderBy('seq').execute();
