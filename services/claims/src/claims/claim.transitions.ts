import type { ClaimedBy, ClaimParty, ClaimStatus } from '@inkbook/contracts/claim';

// The claim state machine (DESIGN §5 "Claims", spec §4), as one table: for every status, action and party, the
// status it leads to, or why it is refused. The status alone says who was asked (pending_artist_approval: the
// artist, the studio claimed; pending_studio_approval: the studio, the artist asked), so no cell needs more.
// Admins read claims but take no side in them: every action of theirs is refused.

export const claimActions = ['approve', 'deny', 'delist'] as const;
export type ClaimAction = (typeof claimActions)[number];
export type ClaimActor = ClaimParty | 'admin';

/** A refused cell: `forbidden` (403) this actor may never do this here, `conflict` (409) the status does not allow it. */
export type Refusal = 'forbidden' | 'conflict';
type Cell = ClaimStatus | Refusal;

const F: Refusal = 'forbidden';
const C: Refusal = 'conflict';

const table: Record<ClaimStatus, Record<ClaimAction, Record<ClaimParty, Cell>>> = {
  pending_artist_approval: {
    // The artist was asked: they approve or deny; the studio (the claimant) may only withdraw.
    approve: { artist: 'verified', studio: F },
    deny: { artist: 'denied_by_artist', studio: 'cancelled' },
    delist: { artist: C, studio: C },
  },
  pending_studio_approval: {
    approve: { artist: F, studio: 'verified' },
    deny: { artist: 'cancelled', studio: 'denied_by_studio' },
    delist: { artist: C, studio: C },
  },
  verified: {
    approve: { artist: C, studio: C },
    deny: { artist: C, studio: C },
    // Either party ends it.
    delist: { artist: 'cancelled', studio: 'cancelled' },
  },
  denied_by_artist: {
    // The artist changes their mind ('Artist re-requested verification'); the studio claimed, it cannot confirm.
    approve: { artist: 'verified', studio: F },
    deny: { artist: C, studio: C },
    delist: { artist: C, studio: C },
  },
  denied_by_studio: {
    // The artist asks again: the studio has to answer again.
    approve: { artist: 'pending_studio_approval', studio: C },
    deny: { artist: C, studio: C },
    delist: { artist: C, studio: C },
  },
  cancelled: {
    approve: { artist: C, studio: C },
    deny: { artist: C, studio: C },
    delist: { artist: C, studio: C },
  },
};

/** Allowed: the status it leads to and the party that made it; refused: why. */
export type Transition = { to: ClaimStatus; by: ClaimParty } | { refused: Refusal };

/** What `action` by `actor` does to a claim in `status`. */
export function transition(status: ClaimStatus, action: ClaimAction, actor: ClaimActor): Transition {
  if (actor === 'admin') return { refused: 'forbidden' };
  const cell = table[status][action][actor];
  return cell === 'forbidden' || cell === 'conflict' ? { refused: cell } : { to: cell, by: actor };
}

/** A new claim waits on the other side: a studio's claim on the artist, an artist's request on the studio. */
export const initialStatus = (claimedBy: ClaimedBy): ClaimStatus =>
  claimedBy === 'studio' ? 'pending_artist_approval' : 'pending_studio_approval';

/** The 409's message names the status the claim is in. */
export const conflictMessage = (status: ClaimStatus, action: ClaimAction) =>
  `A claim that is ${status} cannot be ${action === 'approve' ? 'approved' : action === 'deny' ? 'denied' : 'delisted'}`;

/** The 403's message. */
export const forbiddenMessage = (action: ClaimAction) =>
  action === 'approve'
    ? 'Only the party that was asked can approve this claim'
    : 'Only the studio or the artist of this claim can change it';
