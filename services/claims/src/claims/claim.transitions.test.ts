import type { ClaimStatus } from '@inkbook/contracts/claim';
import { claimStatuses } from '@inkbook/contracts/claim-status';
import { describe, expect, it } from 'vitest';
import {
  type ClaimAction,
  type ClaimActor,
  claimActions,
  conflictMessage,
  initialStatus,
  transition,
} from './claim.transitions';

// The rules as issue 14 states them, written independently of the table: the only transitions allowed, and the
// cells where the actor may never act (403). Every other state × action × actor is a 409.

const allowed: [ClaimStatus, ClaimAction, ClaimActor, ClaimStatus][] = [
  // The asked party approves or denies; the claimant withdraws.
  ['pending_artist_approval', 'approve', 'artist', 'verified'],
  ['pending_artist_approval', 'deny', 'artist', 'denied_by_artist'],
  ['pending_artist_approval', 'deny', 'studio', 'cancelled'],
  ['pending_studio_approval', 'approve', 'studio', 'verified'],
  ['pending_studio_approval', 'deny', 'studio', 'denied_by_studio'],
  ['pending_studio_approval', 'deny', 'artist', 'cancelled'],
  // Either party delists a verified claim.
  ['verified', 'delist', 'artist', 'cancelled'],
  ['verified', 'delist', 'studio', 'cancelled'],
  // The artist approves again: verified if they had denied it, back to the studio if the studio had.
  ['denied_by_artist', 'approve', 'artist', 'verified'],
  ['denied_by_studio', 'approve', 'artist', 'pending_studio_approval'],
];

/** The claimant approving its own claim, and admins doing anything. */
const forbidden = (status: ClaimStatus, action: ClaimAction, actor: ClaimActor) =>
  actor === 'admin' ||
  (action === 'approve' &&
    ((actor === 'studio' && (status === 'pending_artist_approval' || status === 'denied_by_artist')) ||
      (actor === 'artist' && status === 'pending_studio_approval')));

const actors: ClaimActor[] = ['artist', 'studio', 'admin'];
const cells = claimStatuses.flatMap((status) =>
  claimActions.flatMap((action) => actors.map((actor) => [status, action, actor] as const)),
);

describe('the claim state machine', () => {
  it('covers every status × action × actor', () => {
    expect(cells).toHaveLength(6 * 3 * 3);
  });

  it.each(cells)('%s, %s by %s', (status, action, actor) => {
    const to = allowed.find(([s, a, r]) => s === status && a === action && r === actor)?.[3];
    const expected = to
      ? { to, by: actor }
      : { refused: forbidden(status, action, actor) ? 'forbidden' : 'conflict' };
    expect(transition(status, action, actor)).toEqual(expected);
  });

  it('starts a studio’s claim on the artist and an artist’s request on the studio', () => {
    expect(initialStatus('studio')).toBe('pending_artist_approval');
    expect(initialStatus('artist')).toBe('pending_studio_approval');
  });

  it('names the current status in a conflict', () => {
    expect(conflictMessage('cancelled', 'delist')).toBe('A claim that is cancelled cannot be delisted');
  });
});
