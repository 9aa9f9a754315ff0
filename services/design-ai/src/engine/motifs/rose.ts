import { type Art, art, type Detail, spacingFor } from '../art';
import { around, band, ellipse, type Pt, sampleCurve, smooth } from '../geometry';
import type { Random } from '../random';
import { leaf } from './leaf';

/** A petal from the centre outwards at `angle` degrees: a rounded lobe. */
function petal(cx: number, cy: number, angle: number, inner: number, outer: number, spread: number): Pt[] {
  const at = (a: number, r: number): Pt => [
    cx + r * Math.cos(((angle + a) * Math.PI) / 180),
    cy + r * Math.sin(((angle + a) * Math.PI) / 180) * 0.85,
  ];
  return [
    at(-spread * 0.6, inner),
    at(-spread, outer * 0.8),
    at(-spread * 0.5, outer),
    at(0, outer * 1.04),
    at(spread * 0.5, outer),
    at(spread, outer * 0.8),
    at(spread * 0.6, inner),
  ];
}

/** The tattoo rose: back petals, a cupped heart with its spiral, leaves and a stem. */
export function rose(rng: Random, detail: Detail): Art[] {
  const cx = 500;
  const cy = 400;
  const turn = rng.range(0, 360);
  const petals = rng.int(5, 6);
  const back = around(cx, cy, 0, petals).map((_, i) => {
    const angle = turn + (360 * i) / petals;
    return { d: smooth(petal(cx, cy, angle, 60, 270, 180 / petals + 8)), hue: 'red' as const };
  });
  const middle = around(cx, cy, 0, petals).map((_, i) => {
    const angle = turn + 180 / petals + (360 * i) / petals;
    return { d: smooth(petal(cx, cy, angle, 40, 195, 180 / petals + 6)), hue: 'red' as const };
  });
  const heart = { d: ellipse(cx, cy - 10, 120, 95), hue: 'red' as const };
  const step = spacingFor(detail, [26, 38, 90]);
  // The spiral of the rose's heart: its turns are `step` apart.
  const spiral: Pt[] = [];
  for (let a = 0; a < 2.4 * Math.PI; a += 0.25) {
    const r = 14 + (step * a) / (2 * Math.PI);
    if (r > 100) break;
    spiral.push([cx + r * Math.cos(a + turn), cy - 10 + r * Math.sin(a + turn) * 0.8]);
  }
  const curls =
    detail === 0
      ? []
      : back.map((_, i) => {
          const angle = turn + (360 * i) / petals;
          return smooth(petal(cx, cy, angle, 150, 232, 180 / petals - 4).slice(1, 6), false);
        });
  const stemLine = sampleCurve(
    [
      [cx, cy + 200],
      [cx + rng.range(-40, 40), 700],
      [cx + rng.range(-60, 60), 950],
    ],
    12,
  );
  const stemWidth = spacingFor(detail, [28, 40, 90]);
  const { left, right } = band(stemLine, () => stemWidth);
  const stem = art({
    shapes: [{ d: smooth([...left, ...right.reverse()]), hue: 'green' }],
    spacing: stemWidth,
  });
  const side = rng.chance(0.5) ? 1 : -1;
  const leaves = [
    leaf(stemLine[5] as Pt, side > 0 ? -20 : 200, 210, detail),
    leaf(stemLine[8] as Pt, side > 0 ? 200 : -20, 180, detail),
  ];
  // Back petals with their curls first, so the middle ring covers both.
  const outer = art({ shapes: back, details: curls, spacing: step });
  const bloom = art({
    shapes: [...middle, heart],
    details: [smooth(spiral, false)],
    shades: [ellipse(cx, cy + 40, 90, 50)],
    spacing: step,
  });
  return [stem, ...leaves, outer, bloom];
}
