import type { Claim, ClaimHistoryEntry, ClaimParty } from '@inkbook/contracts/claim';
import { CLAIM_EXISTS, CLAIM_NOT_FOUND } from '@inkbook/contracts/claim-status';
import type { SessionUser } from '@inkbook/contracts/identity';
import { ARTIST_NOT_FOUND, STUDIO_NOT_FOUND } from '@inkbook/contracts/inquiry';
import { conflict, enqueueEvent, forbidden, notFound } from '@inkbook/service-kit';
import type { Insertable } from 'kysely';
import type { ClaimsContext } from '../context';
import type { ClaimsDb, ClaimsTrx } from '../db';
import { isApproved } from '../profiles/profile.repository';
import { actorOf, assertReadsParty, claimantSide, existingId } from './claim.access';
import { toClaim, toHistoryEntry } from './claim.mapper';
import * as repo from './claim.repository';
import type { ClaimHistoryTable } from './claim.table';
import {
  type ClaimAction,
  conflictMessage,
  forbiddenMessage,
  initialStatus,
  transition,
} from './claim.transitions';

/** The partial unique index behind "one open or verified claim per pair" (a race the check before it lost). */
const isLivePairViolation = (error: unknown) =>
  (error as { constraint?: string } | null)?.constraint === 'claims_one_live_per_pair';

/** Runs a claim change; a second live claim for the pair, however it came about, is the spec's 409. */
async function changing<T>(context: ClaimsContext, change: (trx: ClaimsTrx) => Promise<T>): Promise<T> {
  try {
    return await context.db.transaction().execute(change);
  } catch (error) {
    if (isLivePairViolation(error)) throw conflict(CLAIM_EXISTS);
    throw error;
  }
}

/** A change's history row and its event, in the change's transaction; answers the claim as it now reads. */
async function recorded(
  trx: ClaimsTrx,
  subject: 'claims.claim.created' | 'claims.claim.updated',
  entry: Insertable<ClaimHistoryTable>,
): Promise<Claim> {
  await repo.insertHistory(trx, entry);
  const claim = toClaim(await repo.readClaim(trx, entry.claim_id));
  await enqueueEvent(trx, subject, claim);
  return claim;
}

/** POST /api/studio-artist-claims: the claim, its first history row and its event, or nothing. */
export function createClaim(
  context: ClaimsContext,
  user: SessionUser,
  body: { studioId: string; artistId: string; message?: string | undefined },
): Promise<Claim> {
  const claimedBy = claimantSide(user, body);
  return changing(context, async (trx) => {
    if (!(await isApproved(trx, 'approved_studios', body.studioId))) throw notFound(STUDIO_NOT_FOUND);
    if (!(await isApproved(trx, 'approved_artists', body.artistId))) throw notFound(ARTIST_NOT_FOUND);
    if (await repo.hasLiveClaim(trx, body.studioId, body.artistId)) throw conflict(CLAIM_EXISTS);
    const status = initialStatus(claimedBy);
    const message = body.message || null;
    const { id } = await repo.insertClaim(trx, {
      studio_id: body.studioId,
      artist_id: body.artistId,
      status,
      claimed_by: claimedBy,
      message,
    });
    return recorded(trx, 'claims.claim.created', {
      claim_id: id,
      actor_role: claimedBy,
      actor_user_id: user.id,
      from_status: null,
      to_status: status,
      message,
    });
  });
}

/** PUT …/approve, …/deny, …/delist: the state machine decides; a refusal changes nothing. */
export function actOnClaim(
  context: ClaimsContext,
  user: SessionUser,
  id: string,
  action: ClaimAction,
  message: string | null,
): Promise<Claim> {
  return changing(context, async (trx) => {
    const valid = existingId(id);
    const before = valid ? await repo.lockClaim(trx, valid) : undefined;
    const actor = before && actorOf(user, before);
    if (!before || !actor) throw notFound(CLAIM_NOT_FOUND);
    const next = transition(before.status, action, actor);
    if ('refused' in next)
      throw next.refused === 'forbidden'
        ? forbidden(forbiddenMessage(action))
        : conflict(conflictMessage(before.status, action));
    // Approving a denied claim again revives it: not while the pair has another claim open or verified.
    if (
      before.status.startsWith('denied') &&
      (await repo.hasLiveClaim(trx, before.studio_id, before.artist_id, before.id))
    )
      throw conflict(CLAIM_EXISTS);
    await repo.setClaimStatus(trx, before.id, next.to, message);
    return recorded(trx, 'claims.claim.updated', {
      claim_id: before.id,
      actor_role: next.by,
      actor_user_id: user.id,
      from_status: before.status,
      to_status: next.to,
      message,
    });
  });
}

/** GET …/artist/{artistId} and …/studio/{studioId}. */
export async function listClaims(db: ClaimsDb, user: SessionUser, party: ClaimParty, id: string) {
  if (!existingId(id)) throw notFound();
  assertReadsParty(user, party, id);
  const rows = await repo.listClaims(db, party === 'artist' ? { artistId: id } : { studioId: id });
  return rows.map(toClaim);
}

/** GET …/{id}/history: for the claim's two parties and admins; anyone else is not told it exists. */
export async function claimHistory(
  db: ClaimsDb,
  user: SessionUser,
  id: string,
): Promise<ClaimHistoryEntry[]> {
  const valid = existingId(id);
  const claim = valid ? await repo.findClaim(db, valid) : undefined;
  if (!claim || !actorOf(user, claim)) throw notFound(CLAIM_NOT_FOUND);
  return (await repo.listHistory(db, claim.id)).map(toHistoryEntry);
}
