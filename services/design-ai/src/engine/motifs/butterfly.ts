import { type Art, art, type Detail, type Hue, spacingFor } from '../art';
import { ellipse, flipX, lerp, type Pt, poly, scale, smooth } from '../geometry';
import type { Random } from '../random';

const WING_HUES: [Hue, Hue][] = [
  ['blue', 'teal'],
  ['orange', 'gold'],
  ['purple', 'pink'],
  ['red', 'gold'],
];

/** A butterfly from above: two pairs of wings with veins, spots along their edges, body and antennae. */
export function butterfly(rng: Random, detail: Detail): Art[] {
  const [upperHue, lowerHue] = rng.pick(WING_HUES);
  const lift = rng.range(-40, 40);
  const round = rng.range(0, 60);
  const step = spacingFor(detail, [34, 48, 100]);
  const upper: Pt[] = [
    [488, 430],
    [400, 280 + lift * 0.5],
    [260, 160 + lift],
    [120 - round * 0.3, 170 + lift],
    [90, 280 + lift * 0.5],
    [160 + round * 0.3, 420],
    [300, 480],
    [480, 490],
  ];
  const lower: Pt[] = [
    [485, 505],
    [330, 530],
    [210, 620 - round * 0.5],
    [200, 760],
    [300, 820],
    [400, 770],
    [470, 620],
  ];
  const wing = (outline: Pt[], hue: Hue, root: Pt): Art => {
    const inner = scale(outline, 0.72, root);
    const veins =
      detail === 0
        ? []
        : outline
            .slice(1, -1)
            .map((p, i) =>
              i % (detail === 2 ? 1 : 2) === 0 ? poly([root, lerp(root, p, 0.72)], false) : '',
            );
    const spots =
      detail === 0
        ? []
        : outline.slice(2, -2).map((p, i) => ellipse(...lerp(outline[i + 1] as Pt, p, 0.5), 14));
    return art({
      shapes: [{ d: smooth(outline), hue }],
      details: [smooth(inner), ...veins.filter(Boolean)],
      solids: spots.map((d, i) => (i % 2 === 0 ? d : '')).filter(Boolean),
      shades: [smooth(scale(outline, 0.45, root))],
      spacing: step,
    });
  };
  const side = (flip: boolean) => {
    const f = (pts: Pt[]) => (flip ? flipX(pts) : pts);
    const u = f(upper);
    const l = f(lower);
    return [
      wing(l, lowerHue, (flip ? [515, 540] : [485, 540]) as Pt),
      wing(u, upperHue, (flip ? [512, 470] : [488, 470]) as Pt),
    ];
  };
  const body = art({
    shapes: [
      { d: ellipse(500, 560, 26, 190), hue: 'brown' },
      { d: ellipse(500, 355, 32, 32), hue: 'brown' },
    ],
    details: [
      smooth(
        [
          [490, 330],
          [460, 240],
          [420, 170],
        ],
        false,
      ),
      smooth(
        [
          [510, 330],
          [540, 240],
          [580, 170],
        ],
        false,
      ),
    ],
    solids: [ellipse(420, 170, 12), ellipse(580, 170, 12)],
    spacing: Math.max(step, 52),
  });
  return [...side(false), ...side(true), body];
}
