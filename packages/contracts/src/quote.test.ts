import { describe, expect, it } from 'vitest';
import {
  artistInquiryQuote,
  baseHours,
  estimatorQuote,
  hoursText,
  pricingStateSchema,
  tattooDimensions,
} from './quote';

describe('tattooDimensions and baseHours', () => {
  it('uses the assumed square for named sizes', () => {
    expect(tattooDimensions({ size: 'extra-small' })).toEqual({ width: 1.5, height: 1.5 });
    expect(tattooDimensions({ size: 'unsure' })).toEqual({ width: 5, height: 5 });
    expect(tattooDimensions({ size: 'extra-large', width: 1, height: 1 })).toEqual({ width: 12, height: 12 });
  });
  it('uses typed dimensions for custom, and 0 for anything missing', () => {
    expect(tattooDimensions({ size: 'custom', width: 6, height: 4 })).toEqual({ width: 6, height: 4 });
    expect(tattooDimensions({ size: 'custom', width: null })).toEqual({ width: 0, height: 0 });
    expect(tattooDimensions({})).toEqual({ width: 0, height: 0 });
  });
  it('charges an hour per 12 square inches, rounded up, at least one', () => {
    expect(baseHours({ width: 0, height: 0 })).toBe(1); // ceil(0/12) = 0 → max(1, 0) = 1
    expect(baseHours({ width: 3, height: 3 })).toBe(1); // 9/12 = 0.75 → ceil 1
    expect(baseHours({ width: 5, height: 5 })).toBe(3); // 25/12 = 2.08 → ceil 3
    expect(baseHours({ width: 12, height: 12 })).toBe(12); // 144/12 = 12 exactly → stays 12
    expect(baseHours({ width: 3.6, height: 10 })).toBe(3); // 36/12 = 3 exactly (3.6×10 is 36.000…01 in doubles)
    expect(baseHours({ width: 6.1, height: 2 })).toBe(2); // 12.2/12 = 1.017 → ceil 2
  });
});

describe('artistInquiryQuote (rate $200)', () => {
  it('prices a medium moderate black & grey piece', () => {
    const quote = artistInquiryQuote({
      size: 'medium',
      placements: ['arm-upper-arm'],
      complexity: 'moderate',
      style: 'blackgrey',
    });
    expect(quote.hours).toBe(3); // 5×5 = 25 → 25/12 = 2.08 → ceil 3; upper arm is not tricky
    expect(quote.estimatedHours).toBeCloseTo(3.45, 10); // 3 × 1.15
    expect(quote.price).toBeCloseTo(690, 10); // 3.45 × 200 × 1
    expect(quote.low).toBe(600); // 690 × 0.85 = 586.5 → 586.5/50 = 11.73 → 12 × 50
    expect(quote.high).toBe(800); // 690 × 1.15 = 793.5 → 15.87 → 16 × 50
    expect(quote.deposit).toBe(175); // 600 × 0.3 = 180 → 180/25 = 7.2 → 7 × 25
    expect(quote.rangeText).toBe('$600 - $800');
  });

  it('adds half an hour for a tricky placement and applies realism and colour', () => {
    const quote = artistInquiryQuote({
      size: 'large',
      placements: ['upper-chest', 'arm-wrist'],
      complexity: 'realism',
      style: 'color',
    });
    expect(quote.hours).toBe(6.5); // 8×8 = 64 → 64/12 = 5.33 → ceil 6; wrist +0.5
    expect(quote.estimatedHours).toBeCloseTo(10.4, 10); // 6.5 × 1.6
    expect(quote.price).toBeCloseTo(2704, 9); // 10.4 × 200 × 1.3
    expect(quote.low).toBe(2300); // 2704 × 0.85 = 2298.4 → 45.968 → 46 × 50
    expect(quote.high).toBe(3100); // 2704 × 1.15 = 3109.6 → 62.192 → 62 × 50
    expect(quote.deposit).toBe(700); // 2300 × 0.3 = 690 → 27.6 → 28 × 25
    expect(quote.rangeText).toBe('$2,300 - $3,100');
  });

  it('never goes under one hour at the hourly rate', () => {
    const quote = artistInquiryQuote({
      size: 'extra-small',
      placements: [],
      complexity: 'simple',
      style: 'blackgrey',
    });
    expect(quote.hours).toBe(1); // 1.5×1.5 = 2.25 → 2.25/12 = 0.19 → ceil 1
    expect(quote.price).toBe(200); // max(200, 1 × 200 × 1)
    expect(quote.low).toBe(150); // 200 × 0.85 = 170 → 3.4 → 3 × 50
    expect(quote.high).toBe(250); // 200 × 1.15 = 230 → 4.6 → 5 × 50
    expect(quote.deposit).toBe(50); // 150 × 0.3 = 45 → 1.8 → 2 × 25
  });

  it('treats a missing size and missing choices as the minimum', () => {
    const quote = artistInquiryQuote({ placements: [] });
    expect(quote.hours).toBe(1); // 0×0 → max(1, 0)
    expect(quote.price).toBe(200); // complexity and style default to ×1
  });

  it('rounds half-way amounts up', () => {
    // 4×6 = 24 → 24/12 = 2 hours exactly; the hand is tricky → 2.5
    const quote = artistInquiryQuote({ width: 4, height: 6, placements: ['arm-hand'], complexity: 'simple' });
    expect(quote.hours).toBe(2.5);
    expect(quote.price).toBe(500); // 2.5 × 1 × 200 × 1
    expect(quote.low).toBe(450); // 500 × 0.85 = 425 → 425/50 = 8.5 → rounds up to 9 × 50
    expect(quote.high).toBe(600); // 500 × 1.15 = 575 → 11.5 → 12 × 50
    expect(quote.deposit).toBe(125); // 450 × 0.3 = 135 → 5.4 → 5 × 25
  });

  it('keeps an exact 12-hour piece at 12 hours', () => {
    const quote = artistInquiryQuote({
      size: 'extra-large',
      placements: ['upper-back'],
      complexity: 'simple',
    });
    expect(quote.hours).toBe(12); // 12×12 = 144 → 144/12 = 12
    expect(quote.low).toBe(2050); // 2400 × 0.85 = 2040 → 40.8 → 41 × 50
    expect(quote.high).toBe(2750); // 2400 × 1.15 = 2760 → 55.2 → 55 × 50
    expect(quote.deposit).toBe(625); // 2050 × 0.3 = 615 → 24.6 → 25 × 25
  });

  it('recognises every tricky area, however it is spelled', () => {
    for (const placement of [
      'arm-wrist',
      'arm-hand',
      'upper-neck',
      'lower-foot',
      'lower-lower-leg',
      'Lower Leg',
    ]) {
      expect(artistInquiryQuote({ size: 'small', placements: [placement] }).hours).toBe(1.5); // 9/12 → 1, +0.5
    }
    expect(
      artistInquiryQuote({ size: 'small', placements: ['lower-upper-leg', 'arm-lower-arm'] }).hours,
    ).toBe(1);
  });
});

describe('estimatorQuote', () => {
  const state = (over: Partial<Parameters<typeof estimatorQuote>[0]>) => ({
    ...pricingStateSchema.parse({}),
    ...over,
  });

  it('prices a custom wraparound piece on the hand, detailed, senior, pop of colour', () => {
    const quote = estimatorQuote(
      state({
        size: 'custom',
        customWidth: 6,
        customHeight: 4,
        isWraparound: true,
        placementAreas: ['arm-hand'],
        complexity: 'detailed',
        style: 'popcolor',
        artistTier: 'senior',
      }),
    );
    // base 6×4 = 24 → 24/12 = 2; +0.5 wrap +0.5 tricky = 3; × 1.35 = 4.05 h
    expect(quote.breakdown).toEqual({
      baseTime: 2,
      wraparound: 0.5,
      trickyPlacement: 0.5,
      complexityMultiplier: 1.35,
      styleMultiplier: 1.15,
      subtotal: 1400, // price 4.05 × 300 × 1.15 = 1397.25 → 1397.25/50 = 27.945 → up to 28 × 50
      total: 1397, // 1397.25 rounded
    });
    expect(quote.estimatedHours).toBe(4.1); // 4.05 to one decimal, half up
    expect(quote.hourlyRate).toBe(300);
    expect(quote.low).toBe(1200); // 1397.25 × 0.85 = 1187.66 → 11.88 → 12 × 100
    expect(quote.high).toBe(1600); // 1397.25 × 1.15 = 1606.84 → 16.07 → 16 × 100
    expect(quote.quoteRange).toBe('$1,200–$1,600');
    expect(quote.deposit).toBe(700); // 1397.25 × 0.5 = 698.63 → 6.99 → 7 × 100
  });

  it('uses $250 an hour when no tier is chosen, floored at one hour', () => {
    const quote = estimatorQuote(
      state({ size: 'small', placementAreas: ['upper-chest'], complexity: 'simple' }),
    );
    // 3×3 = 9 → 9/12 = 0.75 → ceil 1 hour; × 1 × 250 × 1 = 250
    expect(quote.hourlyRate).toBe(250);
    expect(quote.estimatedHours).toBe(1);
    expect(quote.low).toBe(200); // 250 × 0.85 = 212.5 → 2.125 → 2 × 100
    expect(quote.high).toBe(300); // 250 × 1.15 = 287.5 → 2.875 → 3 × 100
    expect(quote.deposit).toBe(100); // 125 → 1.25 → 1 × 100
    expect(quote.breakdown.subtotal).toBe(250); // 250/50 = 5 exactly → stays 5 × 50
    expect(quote.breakdown.total).toBe(250);
  });

  it('counts missing custom dimensions as 0 (so one hour)', () => {
    const quote = estimatorQuote(
      state({ size: 'custom', artistTier: 'apprentice', complexity: 'realism', style: 'color' }),
    );
    expect(quote.breakdown.baseTime).toBe(1); // 0×0 → max(1, 0)
    expect(quote.estimatedHours).toBe(1.6); // 1 × 1.6
    // price 1.6 × 120 × 1.3 = 249.6 (above the 120 floor)
    expect(quote.breakdown.total).toBe(250); // 249.6 rounded
    expect(quote.breakdown.subtotal).toBe(250); // 249.6/50 = 4.992 → up to 5 × 50
    expect(quote.low).toBe(200); // 249.6 × 0.85 = 212.16 → 2.12 → 2 × 100
    expect(quote.high).toBe(300); // 249.6 × 1.15 = 287.04 → 2.87 → 3 × 100
    expect(quote.deposit).toBe(100); // 124.8 → 1.248 → 1 × 100
  });

  it('rounds half-way deposits and ranges up', () => {
    const quote = estimatorQuote(state({ size: 'extra-small', artistTier: 'senior', complexity: 'simple' }));
    // 1.5×1.5 = 2.25 → 1 hour; price = 1 × 300 × 1 = 300
    expect(quote.deposit).toBe(200); // 300 × 0.5 = 150 → 1.5 → rounds up to 2 × 100
    expect(quote.low).toBe(300); // 300 × 0.85 = 255 → 2.55 → 3 × 100
    expect(quote.high).toBe(300); // 300 × 1.15 = 345 → 3.45 → 3 × 100
    expect(quote.quoteRange).toBe('$300–$300');
  });

  it('prices a large wraparound at standard rate', () => {
    const quote = estimatorQuote(
      state({
        size: 'extra-large',
        isWraparound: true,
        complexity: 'moderate',
        style: 'blackgrey',
        artistTier: 'standard',
      }),
    );
    // 12×12 = 144 → 12 h; +0.5 wrap = 12.5; × 1.15 = 14.375 h; × 200 × 1 = 2875
    expect(quote.estimatedHours).toBe(14.4); // 14.375 → 143.75 tenths → 144 → 14.4
    expect(quote.breakdown.trickyPlacement).toBe(0);
    expect(quote.low).toBe(2400); // 2875 × 0.85 = 2443.75 → 24.44 → 24 × 100
    expect(quote.high).toBe(3300); // 2875 × 1.15 = 3306.25 → 33.06 → 33 × 100
    expect(quote.quoteRange).toBe('$2,400–$3,300');
    expect(quote.deposit).toBe(1400); // 1437.5 → 14.375 → 14 × 100
    expect(quote.breakdown.subtotal).toBe(2900); // 2875/50 = 57.5 → up to 58 × 50
    expect(quote.breakdown.total).toBe(2875);
  });
});

describe('hoursText', () => {
  it('shows hours to one decimal (spec §9)', () => {
    expect(hoursText(1)).toBe('1.0 h');
    expect(hoursText(4.1)).toBe('4.1 h');
    expect(hoursText(4.05)).toBe('4.1 h');
  });
});
