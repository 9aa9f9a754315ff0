import { describe, expect, it } from 'vitest';
import { type OfferSubject, offerDefaults, rangeOf } from './offer-defaults';

const artist = (more: Partial<Extract<OfferSubject, { kind: 'artist' }>['inquiry']> = {}): OfferSubject => ({
  kind: 'artist',
  inquiry: {
    id: 'i',
    artistId: 'a',
    budgetMin: 200,
    budgetMax: 500,
    aiEstimateRange: '$1,200 - $1,650',
    aiEstimatedHours: 7,
    aiDeposit: 350,
    ...more,
  },
});

describe('offerDefaults', () => {
  it("reads the quote's range, with thousands separators", () => {
    expect(rangeOf('$1,200 - $1,650')).toEqual([1200, 1650]);
    expect(rangeOf('$300 - $450')).toEqual([300, 450]);
    expect(rangeOf('about $300')).toBeUndefined();
    expect(rangeOf(null)).toBeUndefined();
  });

  it('splits the quoted hours into sittings of up to six hours, in half hours', () => {
    const at = (hours: number | null) => {
      const { sessions, sessionHours } = offerDefaults(artist({ aiEstimatedHours: hours }));
      return [sessions, sessionHours];
    };
    expect(at(7)).toEqual([2, 6]);
    expect(at(2.3)).toEqual([1, 2.5]);
    expect(at(0.1)).toEqual([1, 0.5]);
    expect(at(6)).toEqual([1, 6]);
    expect(at(100)).toEqual([10, 6]);
    expect(at(null)).toEqual([1, 3]);
  });

  it("takes an artist inquiry's quote and deposit, else its budget, and a studio's budget without a deposit", () => {
    expect(offerDefaults(artist(), 'Stone Tattoo')).toEqual({
      priceLow: 1200,
      priceHigh: 1650,
      sessions: 2,
      sessionHours: 6,
      deposit: 350,
      depositDueHours: 48,
      slots: [{ date: '', time: '' }],
      location: 'Stone Tattoo',
      note: '',
      artistId: '',
    });
    const unquoted = offerDefaults(artist({ aiEstimateRange: null, aiDeposit: 900 }));
    expect([unquoted.priceLow, unquoted.priceHigh, unquoted.deposit]).toEqual([200, 500, 200]);
    const studio = offerDefaults({
      kind: 'studio',
      inquiry: { id: 'i', studioId: 's', budgetMin: 0, budgetMax: 800 },
    });
    expect([studio.priceLow, studio.priceHigh, studio.deposit, studio.sessions]).toEqual([800, 800, 0, 1]);
  });
});
