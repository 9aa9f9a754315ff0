/**
 * Renders what the built-in design engine draws, so a person can look at it (issue 15):
 * - docs/design-contact-sheet.png: every quick pick (rows) in Traditional, Black & Gray and Fine Line (columns);
 * - docs/design-styles.png: one motif in each style family, lettering pieces, extras and placements;
 * - docs/design-variants.png: the four designs of one request (columns) for a few requests (rows).
 * Run: npx tsx scripts/design-contact-sheet.ts
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { DesignRequest } from '../packages/contracts/src/design';
import { drawDesign } from '../services/design-ai/src/engine';
import { motifNames } from '../services/design-ai/src/engine/motifs';

const TILE = 300;

interface Cell {
  request: DesignRequest;
  seed: string;
}

const cell = (overrides: Partial<DesignRequest>, seed = 'contact-sheet'): Cell => ({
  request: {
    style: 'Traditional',
    subject: 'Rose',
    placement: 'shoulder',
    size: 'large',
    colorOption: 'color',
    ...overrides,
  },
  seed,
});

async function sheet(rows: Cell[][], out: string) {
  const columns = Math.max(...rows.map((row) => row.length));
  const tiles: sharp.OverlayOptions[] = [];
  for (const [y, row] of rows.entries())
    for (const [x, { request, seed }] of row.entries()) {
      const design = await drawDesign(request, seed);
      const input = await sharp(design.png)
        .resize(TILE - 10, TILE - 10, { fit: 'contain', background: '#ffffff' })
        .toBuffer();
      tiles.push({ input, left: x * TILE + 5, top: y * TILE + 5 });
    }
  const canvas = {
    width: TILE * columns,
    height: TILE * rows.length,
    channels: 3 as const,
    background: '#e5e5e5',
  };
  writeFileSync(out, await sharp({ create: canvas }).composite(tiles).png().toBuffer());
  console.log(`wrote ${out}`);
}

const capital = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;

await sheet(
  motifNames.map((motif) => [
    cell({ subject: capital(motif) }),
    cell({ subject: capital(motif), style: 'Black & Gray', colorOption: 'black-and-grey' }),
    cell({ subject: capital(motif), style: 'Fine Line', colorOption: 'black-and-grey' }),
  ]),
  'docs/design-contact-sheet.png',
);

const families = [
  'Traditional',
  'Fine Line',
  'Black & Gray',
  'Dotwork',
  'Japanese',
  'Watercolor',
  'Minimalist',
];
await sheet(
  [
    families.map((style) =>
      cell({ subject: 'Wolf', style, colorOption: style === 'Watercolor' ? 'watercolor' : 'color' }),
    ),
    families.map((style) =>
      cell({ subject: 'Dragon', style, colorOption: style === 'Watercolor' ? 'watercolor' : 'color' }),
    ),
    ['', '-2', '-3', '-4']
      .map((n) => cell({ subject: 'Hawaiian Pineapple' }, `lettering${n}`))
      .concat([
        cell({ subject: 'The year 2025', style: 'Fine Line', colorOption: 'black-and-grey' }),
        cell({ subject: 'Mom', style: 'Japanese', placement: 'chest' }),
        cell({ subject: 'Carpe Diem', style: 'Watercolor', colorOption: 'watercolor', placement: 'forearm' }),
      ]),
    [
      cell({ subject: 'Rose', extraDetails: 'A banner that says "Mom" and the year 1985' }),
      cell({ subject: 'Skull', extraDetails: 'with a dagger and flowers' }),
      cell({ subject: 'Eagle', extraDetails: 'inside a frame', placement: 'chest' }),
      cell({ subject: 'Snake', placement: 'forearm', extraDetails: 'born 12.03.1990, with a date' }),
      cell({ subject: 'Tiger', placement: 'upper back', style: 'Neo-Traditional' }),
      cell({ subject: 'Butterfly', placement: 'wrist', size: 'extra-small', style: 'Fine Line' }),
      cell({ subject: 'Mountain', placement: 'hand', style: 'Geometrik' }),
    ],
  ],
  'docs/design-styles.png',
);

const four = (overrides: Partial<DesignRequest>) =>
  ['', '-2', '-3', '-4'].map((n) => cell(overrides, `variants${n}`));
await sheet(
  [
    four({ subject: 'Dragon', style: 'Japanese', extraDetails: 'A banner with 2025' }),
    four({ subject: 'Rose' }),
    four({ subject: 'Wolf', style: 'Fine Line', colorOption: 'watercolor', placement: 'forearm' }),
    four({ subject: 'Skull', style: 'Black & Gray', colorOption: 'black-and-grey', placement: 'chest' }),
    four({ subject: 'Lion', style: 'Dotwork', colorOption: 'black-and-grey' }),
    four({ subject: 'Butterfly', style: 'Minimalist', colorOption: 'black-and-grey', placement: 'forearm' }),
  ],
  'docs/design-variants.png',
);
