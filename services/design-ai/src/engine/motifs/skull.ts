import { type Art, art, type Detail, spacingFor } from '../art';
import { flipX, mirrored, type Pt, poly, smooth } from '../geometry';
import type { Random } from '../random';

/** A skull from the front: cranium, deep eye sockets, the nose's hollow, cheekbones and a row of teeth. */
export function skull(rng: Random, detail: Detail): Art[] {
  const wide = rng.range(0, 40);
  const jaw = rng.range(0, 30);
  const step = spacingFor(detail, [30, 42, 90]);
  const cranium = mirrored([
    [500, 110],
    [380, 130 - wide * 0.3],
    [270 - wide, 240],
    [235 - wide, 400],
    [265 - wide * 0.6, 540],
    [320, 610],
    [345, 700],
    [420, 720],
  ]);
  const jawShape = mirrored([
    [360, 680],
    [355 + jaw * 0.3, 790],
    [420, 870 + jaw],
    [500, 885 + jaw],
  ]);
  // Teeth: the gaps between them are the skull's finest spacing.
  const teeth: string[] = [];
  const top = 700;
  const bottom = 790;
  for (let x = 500 - Math.floor(130 / step) * step; x <= 500 + 130; x += step)
    teeth.push(
      poly(
        [
          [x, top],
          [x, bottom],
        ] as Pt[],
        false,
      ),
    );
  const eye: Pt[] = [
    [330, 430],
    [370, 375],
    [445, 370],
    [470, 420],
    [455, 495],
    [390, 510],
    [335, 480],
  ];
  const nose = mirrored([
    [500, 560],
    [470, 590],
    [462, 635],
    [490, 650],
  ]);
  const details = [
    poly(
      [
        [380, top],
        [620, top],
      ] as Pt[],
      false,
    ),
    poly(
      [
        [390, bottom],
        [610, bottom],
      ] as Pt[],
      false,
    ),
    ...teeth,
    smooth(
      [
        [300, 540],
        [360, 560],
        [420, 545],
      ],
      false,
    ),
    smooth(
      flipX([
        [300, 540],
        [360, 560],
        [420, 545],
      ]),
      false,
    ),
  ];
  if (detail > 0)
    details.push(
      smooth(
        [
          [330, 250],
          [390, 215],
          [440, 205],
        ],
        false,
      ),
      smooth(
        [
          [500, 130],
          [515, 200],
          [490, 260],
          [510, 320],
        ],
        false,
      ),
    );
  if (detail > 1)
    details.push(
      smooth(
        [
          [290, 320],
          [305, 390],
          [290, 440],
        ],
        false,
      ),
      smooth(
        flipX([
          [290, 320],
          [305, 390],
          [290, 440],
        ]),
        false,
      ),
    );
  return [
    art({ shapes: [{ d: smooth(jawShape), hue: 'cream' }], spacing: step }),
    art({
      shapes: [{ d: smooth(cranium), hue: 'cream' }],
      details,
      solids: [smooth(eye), smooth(flipX(eye)), smooth(nose)],
      shades: [
        smooth([
          [260, 420],
          [330, 380],
          [500, 520],
          [670, 380],
          [740, 420],
          [700, 600],
          [300, 600],
        ]),
      ],
      spacing: step,
    }),
  ];
}
