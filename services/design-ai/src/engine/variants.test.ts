import type { DesignRequest } from '@inkbook/contracts/design';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawDesign } from '.';

const SIDE = 16;

/** A design as a person glances at it, and its mirror image: 16 × 16 grey levels, blind to small shifts. */
async function glance(png: Buffer): Promise<[Buffer, Buffer]> {
  const small = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'contain', background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  return [
    small,
    await sharp(small, { raw: { width: SIDE, height: SIDE, channels: 1 } })
      .flop()
      .raw()
      .toBuffer(),
  ];
}

/** How far two glances differ, relative to the ink they hold (line art is mostly paper). */
function share(a: Buffer, b: Buffer): number {
  let change = 0;
  let ink = 0;
  for (let i = 0; i < a.length; i++) {
    change += Math.abs((a[i] as number) - (b[i] as number));
    ink += (510 - (a[i] as number) - (b[i] as number)) / 2;
  }
  return change / ink;
}

/** How much two designs differ, a mirrored copy counting as the same design. */
const changed = ([a]: [Buffer, Buffer], [b, flipped]: [Buffer, Buffer]) =>
  Math.min(share(a, b), share(a, flipped));

const base: DesignRequest = {
  style: 'Traditional',
  subject: 'Rose',
  placement: 'arm-shoulder',
  size: 'large',
  colorOption: 'color',
};

describe('four designs of one request', () => {
  it.each<[string, Partial<DesignRequest>]>([
    [
      'a Japanese dragon with a 2025 banner',
      { subject: 'Dragon', style: 'Japanese', extraDetails: 'A banner with 2025' },
    ],
    ['a Traditional rose', {}],
    ['a Dotwork lion', { subject: 'Lion', style: 'Dotwork' }],
    ['a Fine Line wolf on a forearm', { subject: 'Wolf', style: 'Fine Line', placement: 'arm-lower-arm' }],
    [
      'a Black & Gray skull across a chest',
      { subject: 'Skull', style: 'Black & Gray', placement: 'upper-chest', colorOption: 'black-and-grey' },
    ],
  ])('are different designs at a glance: %s', async (_, overrides) => {
    const request = { ...base, ...overrides };
    const seeds = ['glance', 'glance-2', 'glance-3', 'glance-4'];
    const looks = await Promise.all(seeds.map(async (seed) => glance((await drawDesign(request, seed)).png)));
    for (let i = 0; i < looks.length; i++)
      for (let j = i + 1; j < looks.length; j++)
        expect(
          changed(looks[i] as [Buffer, Buffer], looks[j] as [Buffer, Buffer]),
          `designs ${i + 1} and ${j + 1}`,
          // The banner all four carry (the layout keeps the rest clear of it) is ink they share.
        ).toBeGreaterThan(request.extraDetails ? 0.42 : 0.45);
  });

  it('paints watercolour washes behind Fine Line linework', async () => {
    const design = await drawDesign({ ...base, style: 'Fine Line', colorOption: 'watercolor' }, 'wash');
    const { channels } = await sharp(design.png).flatten({ background: '#ffffff' }).stats();
    // A saturated pixel has channels far apart; black line art on white has none.
    const [r, g, b] = channels.map((c) => c.mean);
    expect(
      Math.max(r as number, g as number, b as number) - Math.min(r as number, g as number, b as number),
    ).toBeGreaterThan(4);
  });
});
