import { type Art, art, type Detail, type Hue, spacingFor } from '../art';
import { band, ellipse, lerp, type Pt, poly, rotate, sampleCurve, smooth, translate } from '../geometry';
import type { Random } from '../random';

interface Body {
  centre: Pt[];
  outline: string;
  left: Pt[];
  right: Pt[];
  /** Where the head goes and which way it looks (degrees). */
  head: Pt;
  heading: number;
}

/** An S-shaped body from the head (top) to a thin tail, its curve drawn from the seed. */
function body(rng: Random, width: number): Body {
  const swing = rng.range(170, 230);
  const centre = sampleCurve(
    [
      [500 - swing * 0.4, 170],
      [500 + swing, 300],
      [500 - swing, 500],
      [500 + swing, 690],
      [500 - swing * 0.5, 850],
      [500 + swing * 0.3, 930],
    ],
    60,
  );
  const { left, right } = band(centre, (t) => width * (1 - 0.85 * t ** 1.6));
  const [a, b] = [centre[0] as Pt, centre[2] as Pt];
  return {
    centre,
    left,
    right,
    outline: smooth([...left, ...[...right].reverse()]),
    head: a,
    heading: (Math.atan2(a[1] - b[1], a[0] - b[0]) * 180) / Math.PI,
  };
}

/** Bands across the body (or across its belly side, `depth` of the way), `step` apart along it. */
function crossings(b: Body, step: number, from = 0.04, to = 0.9, depth = 1): string[] {
  const lines: string[] = [];
  let last = -Infinity;
  let run = 0;
  for (let i = 1; i < b.centre.length; i++) {
    run += Math.hypot(b.centre[i]![0] - b.centre[i - 1]![0], b.centre[i]![1] - b.centre[i - 1]![1]);
    const t = i / (b.centre.length - 1);
    if (t < from || t > to || run - last < step) continue;
    last = run;
    const right = b.right[i] as Pt;
    const across = lerp(right, b.left[i] as Pt, depth);
    lines.push(smooth([right, lerp(right, across, 0.5), across], false));
  }
  return lines;
}

/** Places a head drawn pointing right at the origin onto the body's head point, `size` times as large. */
const place = (points: Pt[], b: Body, size = 1) =>
  rotate(
    translate(
      points.map(([x, y]): Pt => [x * size, y * size]),
      b.head[0],
      b.head[1],
    ),
    b.heading,
    b.head,
  );

/** A snake: a sinuous scaled body, a wedge head with a slit eye and a forked tongue. */
export function snake(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const b = body(rng, 100);
  const hue: Hue = rng.pick(['green', 'teal', 'brown']);
  const head = place(
    [
      [-40, -52],
      [40, -58],
      [120, -34],
      [150, 0],
      [120, 34],
      [40, 58],
      [-40, 52],
    ],
    b,
  );
  const tongue = place(
    [
      [148, 0],
      [215, 0],
      [245, -24],
      [222, 0],
      [245, 24],
      [215, 4],
      [148, 6],
    ],
    b,
  );
  const eye = place([[80, -26]], b)[0] as Pt;
  return [
    art({ shapes: [{ d: poly(tongue), hue: 'red' }], spacing: step }),
    art({
      shapes: [{ d: b.outline, hue }],
      details: crossings(b, step),
      shades: [smooth([...b.left.slice(5, 50), ...b.centre.slice(5, 50).reverse()])],
      spacing: step,
    }),
    art({ shapes: [{ d: smooth(head), hue }], solids: [ellipse(eye[0], eye[1], 16, 16)], spacing: step }),
  ];
}

/**
 * An eastern dragon: the serpent's body with a crest of fins, belly plates, two clawed legs, a flame at the tail,
 * and a horned, maned head with open jaws, teeth and long whiskers.
 */
export function dragon(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const b = body(rng, 150);
  const hue: Hue = rng.pick(['green', 'red', 'teal']);
  const fins: { d: string; hue: Hue }[] = [];
  const every = detail === 2 ? 4 : 5;
  for (let i = 4, k = 0; i < b.centre.length - 10; i += every, k++) {
    const p = b.left[i] as Pt;
    const q = b.left[i + every - 1] as Pt;
    const out = lerp(b.right[i + 1] as Pt, b.left[i + 1] as Pt, 2 - (0.7 * i) / b.centre.length);
    fins.push({ d: smooth([p, out, q], true, 0.3), hue: k % 2 ? 'gold' : 'red' });
  }
  const legs = [16, 38].map((i) => {
    const root = b.right[i] as Pt;
    const foot = lerp(b.left[i] as Pt, root, 2.3);
    const claws = [-40, 0, 40].map((a) => ({
      d: poly(
        rotate(
          [foot, [foot[0] + 70, foot[1] - 14], [foot[0] + 80, foot[1]], [foot[0] + 70, foot[1] + 14]],
          a + rng.range(-10, 10),
          foot,
        ),
      ),
      hue: 'cream' as const,
    }));
    const { left, right } = band([root, lerp(root, foot, 0.5), foot], (t) => 80 - 30 * t);
    return art({ shapes: [...claws, { d: smooth([...left, ...right.reverse()]), hue }], spacing: step });
  });
  const tail = b.centre[b.centre.length - 1] as Pt;
  const flame = art({
    shapes: [0, 1, 2].map((k) => ({
      d: smooth([
        [tail[0] - 30, tail[1]],
        [tail[0] - 60 + k * 50, tail[1] + 60],
        [tail[0] - 40 + k * 50, tail[1] + 110],
        [tail[0] + 30, tail[1] + 10],
      ]),
      hue: (k === 1 ? 'gold' : 'orange') as Hue,
    })),
    spacing: step,
  });
  const H = 1.5;
  const upperJaw = place(
    [
      [-70, -75],
      [40, -90],
      [130, -72],
      [215, -52],
      [245, -30],
      [230, -8],
      [140, -6],
      [60, 2],
      [-40, 30],
    ],
    b,
    H,
  );
  const lowerJaw = place(
    [
      [30, 12],
      [150, 28],
      [220, 52],
      [205, 72],
      [110, 66],
      [10, 62],
    ],
    b,
    H,
  );
  const teeth = [60, 100, 140, 180].map((x) => ({
    d: poly(
      place(
        [
          [x, -6],
          [x + 14, 16],
          [x + 26, -6],
        ],
        b,
        H,
      ),
    ),
    hue: 'cream' as const,
  }));
  const horns = [-1, 1].map((side) =>
    place(
      [
        [-10, -50 + side * 14],
        [-130, -110 + side * 30],
        [-230, -170 + side * 40],
        [-120, -80 + side * 24],
        [-30, -30 + side * 14],
      ],
      b,
      H,
    ),
  );
  const mane = [-1, 0, 1].map((k) => ({
    d: smooth(
      place(
        [
          [-40, -40 + k * 40],
          [-150, -20 + k * 70],
          [-110, 10 + k * 40],
          [-190, 40 + k * 60],
          [-30, 30 + k * 30],
        ],
        b,
        H,
      ),
    ),
    hue: (k === 0 ? 'gold' : 'orange') as Hue,
  }));
  const whiskers = [-1, 1].map((side) =>
    smooth(
      place(
        [
          [215, -40],
          [300, -40 + side * 40],
          [270, side * 110],
          [340, side * 170],
        ],
        b,
        H,
      ),
      false,
    ),
  );
  const eye = place([[70, -50]], b, H)[0] as Pt;
  const nostril = place([[222, -36]], b, H)[0] as Pt;
  return [
    art({ shapes: fins, spacing: step }),
    flame,
    ...legs,
    art({
      shapes: [{ d: b.outline, hue }],
      details: [
        ...crossings(b, step, 0.06, 0.9, 0.4),
        smooth(
          b.centre.slice(4, 54).map((p, i) => lerp(b.right[i + 4] as Pt, p, 0.8)),
          false,
        ),
      ],
      shades: [smooth([...b.left.slice(5, 50), ...b.centre.slice(5, 50).reverse()])],
      spacing: step,
    }),
    art({ shapes: [...mane, ...horns.map((h) => ({ d: smooth(h), hue: 'cream' as const }))], spacing: step }),
    art({
      shapes: [{ d: smooth(lowerJaw), hue }, ...teeth, { d: smooth(upperJaw), hue }],
      details: [
        ...(detail > 0 ? whiskers : []),
        smooth(
          place(
            [
              [40, -70],
              [75, -82],
              [110, -68],
            ],
            b,
            H,
          ),
          false,
        ),
      ],
      solids: [ellipse(eye[0], eye[1], 22, 16), ellipse(nostril[0], nostril[1], 10, 8)],
      spacing: step,
    }),
  ];
}
