import { type Art, art, type Detail, type Drawing, type Hue, spacingFor } from './art';
import type { Family } from './families';
import { around, ellipse, type Pt, poly, smooth } from './geometry';
import { star } from './lettering';
import type { Random } from './random';

/** Backdrops draw in canvas units; `width` × `height` is the canvas. */
interface Canvas {
  width: number;
  height: number;
}

/** Japanese: wind bars behind, a cloud in a corner and waves breaking along the bottom. */
function japanese({ width, height }: Canvas, rng: Random, detail: Detail): Drawing {
  const step = spacingFor(detail, [26, 38, 90]);
  const bars: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = height * (0.22 + i * 0.22) + rng.range(-20, 20);
    const x0 = rng.range(0, width * 0.15);
    const x1 = width - rng.range(0, width * 0.15);
    const t = Math.max(16, step * 0.6);
    bars.push(
      smooth(
        [
          [x0, y],
          [(x0 + x1) / 2, y - t],
          [x1, y - t * 0.3],
          [x1 - 30, y + t * 0.4],
          [(x0 + x1) / 2, y + t * 0.6],
        ],
        true,
        0.4,
      ),
    );
  }
  const cloudAt: Pt = [rng.pick([width * 0.2, width * 0.8]), height * 0.14];
  const puffs = [-1, 0, 1].map((k) => ellipse(cloudAt[0] + k * 70, cloudAt[1] - (k === 0 ? 30 : 0), 62, 48));
  return [
    art({ solids: bars, spacing: step }),
    art({ shapes: puffs.map((d) => ({ d, hue: 'cream' as const })), spacing: step }),
    ...waves({ width, height }, detail),
  ];
}

/** Waves breaking along the bottom of the canvas, `size` times the usual height. */
export function waves({ width, height }: Canvas, detail: Detail, size = 1): Drawing {
  const step = spacingFor(detail, [26, 38, 90]);
  const shapes: { d: string; hue: Hue }[] = [];
  const crests: string[] = [];
  const r = Math.min(110, Math.max(60, step * 1.8)) * size;
  for (let row = 0; row < 2; row++)
    for (let x = -r + (row % 2) * r; x < width + r; x += r * 2) {
      const y = height - r * 0.6 + row * r * 0.7;
      shapes.push({ d: ellipse(x, y, r, r), hue: 'blue' });
      if (detail > 0) crests.push(smooth(around(x, y, r * 0.62, 9, 190).slice(0, 6), false));
    }
  return [art({ shapes, details: crests, spacing: step })];
}

/** Geometric, Dotwork, Mandala: a mandala behind the motif: rings, a ring of petals, dots and rays. */
function mandala({ width, height }: Canvas, rng: Random, detail: Detail): Drawing {
  const step = spacingFor(detail, [28, 40, 90]);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.48;
  const petals = detail === 0 ? 8 : rng.pick([12, 16]);
  const shapes = around(cx, cy, 1, petals).map((_, i) => {
    const a = (360 * i) / petals - 90;
    const at = (deg: number, rr: number): Pt => [
      cx + rr * Math.cos((deg * Math.PI) / 180),
      cy + rr * Math.sin((deg * Math.PI) / 180),
    ];
    const w = 180 / petals;
    return {
      d: smooth([
        at(a - w, r * 0.7),
        at(a - w * 0.4, r * 0.9),
        at(a, r),
        at(a + w * 0.4, r * 0.9),
        at(a + w, r * 0.7),
      ]),
      hue: 'grey' as const,
    };
  });
  const rings = [0.7, 0.7 - step / r].map((k) => ellipse(cx, cy, r * k));
  const rays = around(cx, cy, r * 0.62, petals * 2).map(([x, y]) =>
    poly(
      [
        [x, y],
        [cx + (x - cx) * 0.4, cy + (y - cy) * 0.4],
      ],
      false,
    ),
  );
  const dots = around(cx, cy, r * 1.06, petals * 2).map(([x, y]) => ellipse(x, y, Math.max(6, step * 0.2)));
  return [art({ shapes, details: [...rings, ...(detail > 0 ? rays : [])], solids: dots, spacing: step })];
}

/** Traditional: a few sparkles around the motif. */
function sparkles({ width, height }: Canvas, rng: Random): Drawing {
  const spots: Pt[] = [
    [width * 0.12, height * 0.15],
    [width * 0.88, height * 0.2],
    [width * 0.1, height * 0.8],
    [width * 0.9, height * 0.85],
  ];
  return [art({ solids: spots.filter(() => rng.chance(0.7)).map(([x, y]) => star(x, y, 26)), spacing: 60 })];
}

/** Watercolor washes or Black & Gray smoke: soft blobs behind the linework, painted only. */
export function washes({ width, height }: Canvas, rng: Random, hues: Hue[]): Art {
  const blobs: { d: string; hue: Hue }[] = [];
  for (let i = 0; i < 7; i++)
    blobs.push({
      d: ellipse(
        width * rng.range(0.25, 0.75),
        height * rng.range(0.25, 0.75),
        width * rng.range(0.12, 0.25),
        height * rng.range(0.1, 0.22),
      ),
      hue: rng.pick(hues),
    });
  for (let i = 0; i < 10; i++)
    blobs.push({
      d: ellipse(width * rng.range(0.1, 0.9), height * rng.range(0.1, 0.9), rng.range(6, 18)),
      hue: rng.pick(hues),
    });
  return art({ shapes: blobs, spacing: Number.POSITIVE_INFINITY });
}

/** What surrounds the motif in each family (none in Fine Line and Minimalist). */
export function backdropOf(family: Family, canvas: Canvas, rng: Random, detail: Detail): Drawing {
  if (family === 'japanese') return japanese(canvas, rng, detail);
  if (family === 'geometric') return mandala(canvas, rng, detail);
  if (family === 'traditional' && detail > 0) return sparkles(canvas, rng);
  return [];
}
