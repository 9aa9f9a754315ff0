import { type Art, art, type Detail, type Hue, spacingFor } from '../art';
import { band, ellipse, flipPath, lerp, mirrored, type Pt, poly, sampleCurve, smooth } from '../geometry';
import type { Random } from '../random';

interface BirdLook {
  body: Hue;
  wing: Hue;
  head: Hue;
  /** How far the feathers reach past the wing's edge, relative to their spacing. */
  feather: number;
}

/**
 * A wing raised from the shoulder: an upper edge to the tip, then feathers back along the lower edge, each
 * split from the next by a line toward the shoulder.
 */
function wing(step: number, look: BirdLook, raise: number): Art {
  const shoulder: Pt = [445, 390];
  const tip: Pt = [70, 130 - raise];
  const upper = sampleCurve([shoulder, [330, 250 - raise * 0.5], [200, 170 - raise], tip], 6);
  const lower = sampleCurve([tip, [120, 330 - raise * 0.3], [260, 470], [430, 540]], 40);
  const count = Math.max(3, Math.min(11, Math.floor(560 / Math.max(step * 1.6, 1))));
  const edge: Pt[] = [];
  const splits: string[] = [];
  for (let i = 0; i <= count; i++) {
    const at = lower[Math.round((i / count) * (lower.length - 1))] as Pt;
    const out = lerp(shoulder, at, 1 + look.feather * 0.12);
    edge.push(out);
    if (i < count) {
      const next = lower[Math.round(((i + 0.5) / count) * (lower.length - 1))] as Pt;
      const n = lerp(shoulder, next, 0.92);
      edge.push(n);
      splits.push(poly([n, lerp(shoulder, n, 0.62)], false));
    }
  }
  const covert = smooth(
    sampleCurve([lerp(shoulder, tip, 0.15), [300, 330 - raise * 0.3], [170, 260 - raise * 0.7]], 5),
    false,
  );
  return art({
    shapes: [{ d: smooth([...upper, ...edge.slice(1)], true, 0.5), hue: look.wing }],
    details: step < 60 ? [...splits, covert] : splits,
    shades: [smooth([shoulder, [300, 300 - raise * 0.4], [250, 420], [420, 500]])],
    spacing: step,
  });
}

/** Both wings: the drawn one and its mirror image. */
function wings(rng: Random, step: number, look: BirdLook): Art[] {
  const raise = rng.range(-40, 60);
  const left = wing(step, look, raise);
  const mirror = (a: Art): Art => ({
    ...a,
    shapes: a.shapes.map((s) => ({ ...s, d: flipPath(s.d) })),
    details: a.details.map((d) => flipPath(d)),
    shades: a.shades.map((d) => flipPath(d)),
  });
  return [left, mirror(left)];
}

const torso = mirrored([
  [500, 330],
  [440, 365],
  [410, 460],
  [420, 570],
  [455, 660],
  [500, 690],
]);

/** The head in profile (looking right): crown, hooked beak, eye. */
function head(look: BirdLook, crest: boolean): Art {
  const skull: Pt[] = [
    [440, 340],
    [445, 255],
    [490, 205],
    [555, 205],
    [600, 238],
    [590, 292],
    [545, 322],
    [500, 350],
  ];
  const beak: Pt[] = [
    [582, 232],
    [645, 248],
    [668, 282],
    [646, 305],
    [642, 284],
    [590, 292],
  ];
  const plumes = crest
    ? [0, 1, 2].map((k) => ({
        d: smooth([
          [480 + k * 25, 215],
          [430 + k * 20, 120 - k * 15],
          [470 + k * 30, 70 - k * 10],
          [495 + k * 25, 120],
          [505 + k * 25, 210],
        ]),
        hue: 'gold' as const,
      }))
    : [];
  return art({
    shapes: [...plumes, { d: smooth(skull), hue: look.head }, { d: smooth(beak), hue: 'gold' }],
    details: [
      smooth(
        [
          [515, 236],
          [545, 228],
          [575, 240],
        ],
        false,
      ),
    ],
    solids: [ellipse(548, 252, 13)],
    spacing: 40,
  });
}

/** A spread eagle: raised wings, white head with a hooked beak, fanned tail and talons. */
export function eagle(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const look: BirdLook = { body: 'brown', wing: 'brown', head: 'cream', feather: 1 };
  const tail = mirrored([
    [500, 640],
    [440, 660],
    [410, 850],
    [445, 835],
    [470, 880],
  ]);
  const talons = [-1, 1].map((side) => {
    const x = 500 + side * 40;
    return poly([
      [x - 25, 690],
      [x + 25, 690],
      [x + 30, 745],
      [x, 765],
      [x - 30, 745],
    ]);
  });
  const chest: string[] = [];
  for (let y = 420; y < 640; y += step)
    chest.push(
      smooth(
        [
          [460, y],
          [500, y + step * 0.5],
          [540, y],
        ],
        false,
      ),
    );
  return [
    ...wings(rng, step, look),
    art({
      shapes: [{ d: smooth(tail), hue: 'cream' }],
      details: [
        poly(
          [
            [500, 700],
            [500, 860],
          ],
          false,
        ),
      ],
      spacing: step,
    }),
    art({ shapes: talons.map((d) => ({ d, hue: 'gold' as const })), spacing: step }),
    art({ shapes: [{ d: smooth(torso), hue: look.body }], details: detail > 0 ? chest : [], spacing: step }),
    head(look, false),
  ];
}

/** A phoenix: the bird rising with flame-tipped wings, a crest and long plumes of fire for a tail. */
export function phoenix(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const look: BirdLook = { body: 'red', wing: 'orange', head: 'red', feather: 2.2 };
  const plumes = [-1, 0, 1].map((k) => {
    const sway = k * rng.range(170, 230);
    const curl = rng.range(-60, 60);
    const line = sampleCurve(
      [
        [500, 640],
        [500 + sway * 0.4 + curl, 780],
        [500 + sway * 0.8 - curl, 880],
        [500 + sway, 980],
      ],
      16,
    );
    const { left, right } = band(line, (t) => 110 * (1 - t) + 14);
    return {
      d: smooth([...left, ...right.reverse()]),
      hue: (k === 0 ? 'gold' : 'red') as Hue,
      rib: smooth(line.slice(1, 12), false),
    };
  });
  return [
    art({
      shapes: plumes.map(({ d, hue }) => ({ d, hue })),
      details: detail > 0 ? plumes.map((p) => p.rib) : [],
      spacing: Math.max(step, 60),
    }),
    ...wings(rng, step, look),
    art({
      shapes: [{ d: smooth(torso), hue: look.body }],
      shades: [
        smooth(
          mirrored([
            [500, 420],
            [450, 480],
            [470, 640],
            [500, 660],
          ]),
        ),
      ],
      spacing: step,
    }),
    head(look, true),
  ];
}
