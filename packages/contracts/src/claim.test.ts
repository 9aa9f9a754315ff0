import { describe, expect, it } from 'vitest';
import type { ClaimStatus } from './claim';
import { artistClaimState, collapseClaimsByStudio, studioClaimLabels } from './claim-status';

const S1 = 'studio-1';
const S2 = 'studio-2';
const claim = (id: string, studioId: string, status: ClaimStatus, updatedAt: string) => ({
  id,
  studioId,
  status,
  updatedAt,
});

describe('claim wording', () => {
  it('maps statuses to the artist’s three states and the studio’s badges', () => {
    expect(artistClaimState('pending_studio_approval')).toBe('pending');
    expect(artistClaimState('verified')).toBe('verified');
    expect(artistClaimState('denied_by_studio')).toBe('denied');
    expect(artistClaimState('cancelled')).toBe('denied');
    expect(studioClaimLabels.pending_artist_approval).toBe('Waiting for Artist');
    expect(studioClaimLabels.denied_by_artist).toBe(studioClaimLabels.denied_by_studio);
  });
});

describe('collapseClaimsByStudio', () => {
  it('prefers pending, then verified over denied, one per studio', () => {
    const claims = [
      claim('a', S1, 'verified', '2025-07-03T00:00:00.000Z'),
      claim('b', S1, 'pending_artist_approval', '2025-07-01T00:00:00.000Z'),
      claim('c', S1, 'denied_by_artist', '2025-07-05T00:00:00.000Z'),
      claim('d', S2, 'denied_by_studio', '2025-07-09T00:00:00.000Z'),
      claim('e', S2, 'verified', '2025-07-02T00:00:00.000Z'),
    ];
    expect(collapseClaimsByStudio(claims).map((c) => c.id)).toEqual(['b', 'e']);
  });

  it('keeps the most recent among equals', () => {
    const claims = [
      claim('old', S1, 'denied_by_artist', '2025-07-01T00:00:00.000Z'),
      claim('new', S1, 'cancelled', '2025-07-02T00:00:00.000Z'),
    ];
    expect(collapseClaimsByStudio(claims).map((c) => c.id)).toEqual(['new']);
  });
});
