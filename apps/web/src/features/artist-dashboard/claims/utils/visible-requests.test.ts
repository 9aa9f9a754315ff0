import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import { describe, expect, test } from 'vitest';
import { visibleRequests } from './visible-requests';

let n = 0;
function claim(studioId: string, status: ClaimStatus, updatedAt: string): Claim {
  n += 1;
  return {
    id: `claim-${n}`,
    studioId,
    artistId: 'artist-1',
    status,
    claimedBy: 'studio',
    message: null,
    createdAt: updatedAt,
    updatedAt,
    artist: null,
    studio: null,
  };
}

describe('visibleRequests', () => {
  test('one claim per studio: pending over verified over denied, newest studio first', () => {
    const list = visibleRequests([
      claim('a', 'denied_by_artist', '2026-01-03T00:00:00.000Z'),
      claim('a', 'pending_studio_approval', '2026-01-01T00:00:00.000Z'),
      claim('b', 'denied_by_studio', '2026-01-05T00:00:00.000Z'),
      claim('b', 'verified', '2026-01-02T00:00:00.000Z'),
      claim('c', 'denied_by_studio', '2026-01-04T00:00:00.000Z'),
    ]);
    expect(list.map((c) => [c.studioId, c.status])).toEqual([
      ['c', 'denied_by_studio'],
      ['b', 'verified'],
      ['a', 'pending_studio_approval'],
    ]);
  });

  test('a cancelled claim is no request: it never shows, nor stands in for a denied one', () => {
    const list = visibleRequests([
      claim('a', 'cancelled', '2026-01-09T00:00:00.000Z'),
      claim('b', 'cancelled', '2026-01-09T00:00:00.000Z'),
      claim('b', 'denied_by_artist', '2026-01-01T00:00:00.000Z'),
    ]);
    expect(list.map((c) => [c.studioId, c.status])).toEqual([['b', 'denied_by_artist']]);
  });

  test('nothing to show for no claims', () => {
    expect(visibleRequests([])).toEqual([]);
  });
});
