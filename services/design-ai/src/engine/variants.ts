import { type Art, art, type Detail, type Drawing, type Hue, spacingFor } from './art';
import { waves } from './backdrops';
import type { Family } from './families';
import { around, ellipse, type Pt, poly, smooth } from './geometry';
import { star, wreath } from './lettering';
import { leaf } from './motifs/leaf';
import type { Random } from './random';

/**
 * The four compositions of one request, so its four designs are four designs a person chooses between: the
 * motif alone on the family's backdrop, framed by the family's ornament, among companions, and set in a scene.
 */
export const compositions = ['alone', 'framed', 'companions', 'scene'] as const;
export type CompositionKind = (typeof compositions)[number];

/** Where the motif sits: a circle of radius `r` about (`cx`, `cy`), in canvas units. */
export interface Area {
  cx: number;
  cy: number;
  r: number;
}

const gapOf = (detail: Detail) => spacingFor(detail, [30, 42, 90]);
const dots = (points: Pt[], r: number) => points.map(([x, y]) => ellipse(x, y, r));

/** Points of a regular polygon of `count` corners on a circle, the first at the top. */
const polygon = ({ cx, cy }: Area, r: number, count: number, start = -90) => around(cx, cy, r, count, start);

/** An arch (a window with a round top) around the area. */
function arch({ cx, cy, r }: Area, k: number): string {
  const w = r * 0.82 * k;
  const top = cy - r * 0.2;
  const bottom = cy + r * 1.02 * k;
  const curve = around(cx, top, w, 13, 180).slice(0, 7);
  return poly([[cx - w, bottom], ...curve, [cx + w, bottom]]);
}

/** The family's framing ornament round the motif (the second design). */
export function framing(family: Family, area: Area, detail: Detail, sun: Hue): Drawing {
  const { cx, cy, r } = area;
  const gap = gapOf(detail);
  const inner = detail > 0;
  switch (family) {
    case 'traditional':
      return [
        art({
          shapes: [{ d: ellipse(cx, cy, r), hue: 'cream' }],
          details: inner ? [ellipse(cx, cy, r - gap)] : [],
          solids: dots(polygon(area, r + gap * 0.9, 16), gap * 0.3),
          spacing: gap,
        }),
      ];
    case 'black-and-gray':
      return [
        art({
          shapes: [{ d: arch(area, 1), hue: 'cream' }],
          details: inner ? [arch(area, 1 - gap / r)] : [],
          spacing: gap,
        }),
      ];
    case 'geometric': {
      const points = polygon(area, r, 6);
      const triangles = [0, 1].map((k) => poly(points.filter((_, i) => i % 2 === k)));
      return [
        art({
          details: [ellipse(cx, cy, r), ...(inner ? triangles : [triangles[0] as string])],
          solids: dots(points, gap * 0.35),
          spacing: gap,
        }),
      ];
    }
    case 'japanese':
      return [art({ shapes: [{ d: ellipse(cx, cy, r * 0.92), hue: sun }], spacing: gap })];
    case 'fine-line': {
      const diamond = (k: number) => poly(polygon(area, r * k, 4));
      return [
        art({
          details: inner ? [diamond(1.08), diamond(1.08 - gap / r)] : [diamond(1.08)],
          solids: dots(polygon(area, r * 1.08 + gap, 4), gap * 0.25),
          spacing: gap,
        }),
      ];
    }
    default:
      // Minimalist draws outlines only: a plain circle, as an outlined shape.
      return [art({ shapes: [{ d: ellipse(cx, cy, r), hue: 'cream' }], spacing: gap })];
  }
}

/** Five round petals round a centre: a cherry blossom. */
function blossom([x, y]: Pt, r: number): Art {
  const petals = around(x, y, r * 0.55, 5).map(([px, py]) => ({
    d: ellipse(px, py, r * 0.5),
    hue: 'pink' as const,
  }));
  return art({ shapes: petals, solids: [ellipse(x, y, r * 0.18)], spacing: r * 0.5 });
}

/** What keeps the motif company (the third design): leaves, blossoms, stars or orbits, by family. */
export function companions(
  family: Family,
  canvas: { width: number; height: number },
  area: Area,
  rng: Random,
  detail: Detail,
): Drawing {
  const { cx, cy, r } = area;
  const gap = gapOf(detail);
  const box = { x0: cx - r * 0.75, y0: cy - r * 0.75, x1: cx + r * 0.75, y1: cy + r * 0.75 };
  // Sparkles and blossoms are small: the simplest version (for small sizes) leaves them out.
  const sparkles = (count: number, size: number): Drawing =>
    detail === 0
      ? []
      : [
          art({
            solids: polygon(area, r * 1.12, count, rng.range(-80, -40)).map(([x, y]) => star(x, y, size)),
            spacing: size * 2,
          }),
        ];
  switch (family) {
    case 'japanese':
      return [
        ...waves(canvas, detail),
        ...[-1, 1].flatMap((side) =>
          detail === 0
            ? []
            : [0, 1].map((k) =>
                blossom([cx + side * r * (0.95 - k * 0.2), cy - r * (0.7 - k * 0.55)], r * 0.17),
              ),
        ),
      ];
    case 'geometric':
      return [
        art({
          details: [ellipse(cx, cy, r * 1.05), ellipse(cx, cy, r * 1.05 - gap * 1.5, r * 0.45)],
          solids: dots(polygon(area, r * 1.05, detail > 0 ? 24 : 12), gap * 0.3),
          spacing: gap,
        }),
      ];
    case 'traditional':
    case 'black-and-gray': {
      const sprig = (side: number) =>
        [0, 1, 2].map((i) =>
          leaf([cx + side * r * 0.55, cy + r * 0.95], 90 + side * (50 + i * 35), r * 0.5, detail, 'green'),
        );
      return [...sprig(-1), ...sprig(1), ...sparkles(5, r * 0.09)];
    }
    default:
      // A wreath's leaves crowd at small sizes: the simplest version keeps the motif alone.
      return detail === 0 ? [] : [...wreath(box, detail), ...sparkles(3, r * 0.07)];
  }
}

/** Rays from the area's centre outward, every other one drawn, starting where they hold their gap apart. */
function sunburst({ cx, cy, r }: Area, count: number, gap: number, hue: Hue): Art {
  const r0 = Math.max(r * 0.35, (count * gap * 2) / Math.PI);
  const at = (deg: number, rr: number): Pt => [
    cx + rr * Math.cos((deg * Math.PI) / 180),
    cy + rr * Math.sin((deg * Math.PI) / 180),
  ];
  const step = 360 / (count * 2);
  const rays = Array.from({ length: count }, (_, i) => {
    const a = i * step * 2;
    return { d: poly([at(a, r0), at(a + step, r0), at(a + step, r), at(a, r)]), hue };
  });
  return art({ shapes: rays, spacing: gap });
}

/** A crescent moon of radius `r`, its hollow facing up and right: thickest on the far side, meeting at its tips. */
function crescent([x, y]: Pt, r: number): string {
  const from = -45 + 70;
  const span = 220;
  const at = (deg: number, rr: number): Pt => [
    x + rr * Math.cos((deg * Math.PI) / 180),
    y + rr * Math.sin((deg * Math.PI) / 180),
  ];
  const steps = Array.from({ length: 9 }, (_, i) => i / 8);
  const outer = steps.map((t) => at(from + t * span, r));
  const inner = steps
    .slice(1, -1)
    .reverse()
    .map((t) => at(from + t * span, r * (1 - 0.6 * Math.sin(Math.PI * t))));
  return smooth([...outer, ...inner], true, 0.8);
}

/** The scene the motif is set in (the fourth design): a sunburst, a sun over waves, or a moon and stars. */
export function scene(
  family: Family,
  canvas: { width: number; height: number },
  area: Area,
  detail: Detail,
  sun: Hue,
): Drawing {
  const { width, height } = canvas;
  const { cx, cy, r } = area;
  const gap = gapOf(detail);
  switch (family) {
    case 'traditional':
      return [sunburst({ cx, cy, r: r * 1.15 }, detail > 0 ? 12 : 8, gap, 'gold')];
    case 'geometric':
      return [
        sunburst({ cx, cy, r: r * 1.15 }, detail > 0 ? 16 : 8, gap, 'grey'),
        art({ details: [ellipse(cx, cy, r * 1.15)], spacing: gap }),
      ];
    case 'japanese':
      return [
        art({ shapes: [{ d: ellipse(width * 0.72, height * 0.3, r * 0.55), hue: sun }], spacing: gap }),
        ...waves(canvas, detail, 1.6),
      ];
    case 'black-and-gray':
      return [
        art({
          shapes: [{ d: ellipse(cx, cy - r * 0.25, r * 0.95), hue: 'cream' }],
          details: detail > 0 ? [ellipse(cx, cy - r * 0.25, r * 0.95 - gap)] : [],
          spacing: gap,
        }),
      ];
    default: {
      const moon = crescent([cx + r * 0.7, cy - r * 0.75], r * 0.28);
      const horizon = [0, 1, 2].slice(0, detail > 0 ? 3 : 1).map((i) =>
        poly(
          [
            [cx - r * (1 - i * 0.2), cy + r * (0.95 + i * 0.12)],
            [cx + r * (1 - i * 0.2), cy + r * (0.95 + i * 0.12)],
          ],
          false,
        ),
      );
      const stars = polygon(area, r * 1.05, 7, -160)
        .slice(0, 3)
        .map(([x, y]) => star(x, y, r * 0.07));
      // Outlined shapes, not detail lines, so Minimalist (outlines only) keeps its moon and horizon.
      return [
        art({
          shapes: [...horizon, moon].map((d) => ({ d, hue: 'gold' as const })),
          solids: stars,
          spacing: Math.max(gap, r * 0.12),
        }),
      ];
    }
  }
}
