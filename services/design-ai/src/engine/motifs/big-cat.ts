import { type Art, art, type Detail, type Hue, spacingFor } from '../art';
import { around, ellipse, flipX, lerp, mirrored, type Pt, poly, smooth } from '../geometry';
import type { Random } from '../random';

/** Both of a symmetric pair: the drawn one and its mirror image. */
const pair = (points: Pt[]) => [smooth(points), smooth(flipX(points))];

/** A big cat's face from the front: ears, almond eyes, a broad nose, puffed muzzle and chin. */
function face(rng: Random, detail: Detail, fur: Hue, outline: Pt[], step: number): Art[] {
  const tilt = rng.range(-15, 15);
  const ear: Pt[] = [
    [330, 330],
    [300, 250],
    [345, 205],
    [400, 230],
    [420, 280],
  ];
  const eye: Pt[] = [
    [365, 470 + tilt * 0.3],
    [400, 440],
    [450, 448],
    [470, 478],
    [420, 492],
  ];
  const nose = mirrored([
    [500, 560],
    [450, 552],
    [440, 580],
    [478, 615],
    [500, 625],
  ]);
  const muzzle: Pt[] = [
    [500, 640],
    [470, 625],
    [425, 640],
    [415, 690],
    [460, 715],
    [500, 700],
  ];
  const whiskerDots: string[] = [];
  if (detail > 0)
    for (const [x, y] of [
      [440, 665],
      [465, 680],
      [445, 690],
    ] as Pt[])
      whiskerDots.push(ellipse(x, y, 7), ellipse(1000 - x, y, 7));
  const brows =
    detail > 0
      ? pair([
          [360, 420],
          [410, 400],
          [460, 420],
        ]).map((d) => d.replace(/Z$/, ''))
      : [];
  return [
    art({
      shapes: pair(ear).map((d) => ({ d, hue: fur })),
      details: pair(ear.slice(1, 4).map((p) => lerp(p, [370, 280], 0.35))).map((d) => d.replace(/Z$/, '')),
      spacing: step,
    }),
    art({
      shapes: [{ d: smooth(outline), hue: fur }],
      details: [
        poly(
          [
            [500, 625],
            [500, 650],
          ],
          false,
        ),
        ...brows,
      ],
      shades: [
        smooth(
          mirrored([
            [500, 470],
            [455, 520],
            [445, 600],
            [500, 610],
          ]),
        ),
      ],
      spacing: step,
    }),
    art({
      shapes: [
        ...pair(muzzle).map((d) => ({ d, hue: 'cream' as const })),
        { d: ellipse(500, 735, 42, 26), hue: 'cream' },
        ...pair(eye).map((d) => ({ d, hue: 'gold' as const })),
        { d: smooth(nose), hue: 'pink' },
      ],
      solids: [ellipse(422, 468, 9, 20), ellipse(578, 468, 9, 20), ...whiskerDots],
      spacing: step,
    }),
  ];
}

const faceOutline = (cheek: number): Pt[] =>
  mirrored([
    [500, 270],
    [420, 275],
    [345, 310],
    [300 - cheek * 0.3, 380],
    [280 - cheek, 470],
    [300 - cheek, 570],
    [350, 660],
    [420, 740],
    [500, 770],
  ]);

/** A lion: the cat's face inside a mane of flame-shaped locks. */
export function lion(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const count = detail === 2 ? 18 : detail === 1 ? 14 : 10;
  const twist = rng.range(10, 30);
  const locks = around(500, 510, 1, count).map((_, i) => {
    const a = -90 + (360 * i) / count;
    const at = (deg: number, r: number): Pt => [
      500 + r * Math.cos((deg * Math.PI) / 180),
      510 + r * 1.05 * Math.sin((deg * Math.PI) / 180),
    ];
    const w = 180 / count;
    return smooth([
      at(a - w * 1.2, 200),
      at(a - w, 330),
      at(a + twist * 0.3, 420),
      at(a + w * 0.6 + twist * 0.5, 395),
      at(a + w * 1.2, 200),
    ]);
  });
  const inner = around(500, 510, 1, count).map((_, i) => {
    const a = -90 + (360 * i) / count;
    const at = (r: number): Pt => [
      500 + r * Math.cos((a * Math.PI) / 180),
      510 + r * Math.sin((a * Math.PI) / 180),
    ];
    return poly([at(280), at(350)], false);
  });
  return [
    art({
      shapes: locks.map((d, i) => ({ d, hue: (i % 2 ? 'brown' : 'orange') as Hue })),
      details: detail > 0 ? inner : [],
      spacing: step,
    }),
    ...face(rng, detail, 'gold', faceOutline(10), step),
  ];
}

/** A tiger: the cat's face with ruffed cheeks and bold black stripes. */
export function tiger(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const ruff = mirrored([
    [500, 270],
    [400, 280],
    [320, 330],
    [250, 420],
    [210, 520],
    [260, 540],
    [215, 610],
    [290, 630],
    [270, 700],
    [360, 710],
    [420, 770],
    [500, 790],
  ]);
  const [head, ...rest] = face(rng, detail, 'orange', ruff, step);
  const stripe = (from: Pt, to: Pt, width: number): Pt[] => {
    const mid = lerp(from, to, 0.5);
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const len = Math.hypot(dx, dy);
    const nx = (-dy / len) * width;
    const ny = (dx / len) * width;
    return [from, [mid[0] + nx, mid[1] + ny], to, [mid[0] - nx * 0.2, mid[1] - ny * 0.2]];
  };
  const w = Math.max(16, step * 0.4);
  const stripes: Pt[][] = [
    stripe([500, 280], [500, 400], w),
    stripe([450, 290], [470, 380], w * 0.8),
    stripe([550, 290], [530, 380], w * 0.8),
    stripe([215, 520], [330, 540], w),
    stripe([240, 600], [340, 590], w),
  ];
  if (detail > 0)
    stripes.push(stripe([280, 430], [370, 455], w * 0.8), stripe([270, 680], [370, 650], w * 0.8));
  const mirroredStripes = stripes.flatMap((s) => (s[0]![0] === 500 ? [s] : [s, flipX(s)]));
  const striped = {
    ...(rest[0] as Art),
    solids: [...(rest[0] as Art).solids, ...mirroredStripes.map((s) => smooth(s))],
  };
  return [head as Art, striped, ...rest.slice(1)];
}
