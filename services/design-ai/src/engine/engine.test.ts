import { describe, expect, it } from 'vitest';
import { drawDesign } from '.';
import { families, familyOf } from './families';
import { holdUpCheck } from './holdup';
import { canvasShapeOf, inchesOf, planOf } from './plan';

const request = {
  style: 'Traditional',
  subject: 'Rose',
  placement: 'arm-shoulder',
  size: 'large',
  colorOption: 'color',
} as const;

describe('hold-up check', () => {
  it('fails a dense design at 1 in and passes it at 8 in', async () => {
    const dense = await drawDesign({ ...request, subject: 'Dragon', style: 'Dotwork' }, 'dense');
    const small = holdUpCheck(dense.metrics, 1);
    expect(small.holds).toBe(false);
    expect(small.message).toMatch(/^Go at least \d+(\.5)? in for this much detail$/);
    expect(small.minInches).toBeGreaterThan(1);
    const large = holdUpCheck(dense.metrics, 8);
    expect(large).toMatchObject({ holds: true, message: 'Holds up at 8 in' });
    expect(large.finestLineMm).toBeGreaterThanOrEqual(0.5);
    expect(large.smallestGapMm).toBeGreaterThanOrEqual(1.5);
  });

  it('simplifies a quick pick drawn small until it holds up', async () => {
    const small = await drawDesign({ ...request, subject: 'Lion', size: 'extra-small' }, 'small');
    const large = await drawDesign({ ...request, subject: 'Lion', size: 'large' }, 'small');
    expect(small.holdUp).toMatchObject({ holds: true, message: 'Holds up at 1.5 in' });
    expect(small.holdUp.smallestGapMm).toBeGreaterThanOrEqual(1.5);
    // Less detail: fewer, wider-spaced lines than the same design drawn large.
    expect(small.stencil.length).toBeLessThan(large.stencil.length);
  });

  it('says what size lettering needs', async () => {
    const words = await drawDesign(
      { ...request, subject: 'Carpe Diem Always', size: 'extra-small' },
      'words',
    );
    expect(words.holdUp.holds).toBe(false);
    expect(words.holdUp.letterHeightMm).toBeLessThan(4);
    expect(words.holdUp.message).toBe(`Go at least ${words.holdUp.minInches} in for this much detail`);
  });
});

describe('reading a request', () => {
  it.each([
    ['Neo-Traditional', 'traditional'],
    ['Sacred Geometry', 'geometric'],
    ['Mandala', 'geometric'],
    ['Geometrik', 'geometric'],
    ['Script/Lettering', 'fine-line'],
    ['Realism', 'black-and-gray'],
    ['dark japanese sleeve', 'japanese'],
    ['Something else entirely', 'traditional'],
  ])('draws the style %s in the %s family', (style, family) => {
    expect(familyOf(style)).toBe(family);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'reads the style %s as a style like any other text, not as what every object inherits',
    async (style) => {
      expect(families).toContain(familyOf(style));
      // The fuzzer's request: drawn whole, where it was a 500.
      const design = await drawDesign({ ...request, style }, 'fuzz');
      expect(design.png.length).toBeGreaterThan(0);
    },
  );

  it.each([
    ['arm-lower-arm', 'tall'],
    ['lower-lower-leg', 'tall'],
    ['upper-chest', 'wide'],
    ['upper-back', 'wide'],
    ['arm-shoulder', 'round'],
    ['arm-hand', 'round'],
  ])('shapes the canvas for %s as %s', (placement, shape) => {
    expect(canvasShapeOf(placement)).toBe(shape);
  });

  it('reads sizes as spec §9 inches, unsure as 5', () => {
    expect([
      inchesOf('extra-small'),
      inchesOf('Large'),
      inchesOf('unsure'),
      inchesOf('7 in'),
      inchesOf('?'),
    ]).toEqual([1.5, 8, 5, 7, 5]);
  });

  it('finds a quick pick in the subject and the extras in the details', () => {
    expect(planOf({ ...request, subject: 'Roaring Lion' }).motif).toBe('lion');
    expect(planOf({ ...request, subject: 'Hawaiian Pineapple' }).motif).toBeNull();
    const plan = planOf({
      ...request,
      extraDetails: 'A banner with flowers, a dagger and the year 1985 in a frame',
    });
    expect(plan.extras).toEqual(['banner', 'flowers', 'dagger', 'frame', 'date']);
    expect(plan.date).toBe('1985');
  });
});
