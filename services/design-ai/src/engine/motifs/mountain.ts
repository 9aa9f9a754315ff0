import { type Art, art, type Detail, spacingFor } from '../art';
import { ellipse, lerp, type Pt, poly } from '../geometry';
import type { Random } from '../random';

/** A peak as a triangle whose sides wander a little. */
function peak(rng: Random, x: number, base: number, top: number, half: number): Pt[] {
  return [
    [x - half, base],
    [x - half * 0.55, base - (base - top) * 0.45 + rng.range(-15, 15)],
    [x - half * 0.2, top + (base - top) * 0.12],
    [x, top],
    [x + half * 0.25, top + (base - top) * 0.15],
    [x + half * 0.6, base - (base - top) * 0.4 + rng.range(-15, 15)],
    [x + half, base],
  ];
}

/** The snow on a peak: its top down to a jagged edge a third of the way down. */
function snow(points: Pt[]): Pt[] {
  const top = points[3] as Pt;
  const left = lerp(top, points[0] as Pt, 0.32);
  const right = lerp(top, points[6] as Pt, 0.32);
  const zig: Pt[] = [];
  for (let i = 1; i < 4; i++) {
    const p = lerp(right, left, i / 4);
    zig.push([p[0], p[1] + (i % 2 ? 34 : -6)]);
  }
  return [top, right, ...zig, left];
}

/** A mountain range: three snow-capped peaks, the sun behind, pines at their feet and a lake's line below. */
export function mountain(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const base = 720;
  const sunX = rng.pick([300, 700]);
  const sun = art({ shapes: [{ d: ellipse(sunX, 260, 120), hue: 'gold' }], spacing: step });
  const peaks = [
    peak(rng, 290, base, 330 + rng.range(-30, 30), 230),
    peak(rng, 720, base, 300 + rng.range(-30, 30), 250),
    peak(rng, 500, base, 160 + rng.range(-20, 20), 290),
  ];
  const ridges = peaks.map((points) => {
    const top = points[3] as Pt;
    const lines: string[] = [];
    const count = Math.max(1, Math.floor(120 / step));
    for (let i = 1; i <= (detail === 0 ? 1 : count); i++) {
      const along = lerp(top, points[6] as Pt, 0.35 + i * 0.08);
      lines.push(poly([lerp(top, points[6] as Pt, 0.3), [along[0] - i * step * 0.9, base - 10]], false));
    }
    return lines;
  });
  const range = peaks.map((points, i) =>
    art({
      shapes: [
        { d: poly(points), hue: 'blue' },
        { d: poly(snow(points)), hue: 'cream' },
      ],
      details: ridges[i],
      shades: [poly([points[3] as Pt, points[6] as Pt, points[5] as Pt])],
      spacing: step,
    }),
  );
  const pines: string[] = [];
  const pineCount = detail === 0 ? 3 : 5;
  for (let i = 0; i < pineCount; i++) {
    const x = 220 + (560 * i) / (pineCount - 1) + rng.range(-20, 20);
    const h = rng.range(110, 160);
    pines.push(
      poly([
        [x, base + 40 - h],
        [x + h * 0.32, base + 40],
        [x - h * 0.32, base + 40],
      ]),
    );
  }
  const ground = art({
    solids: pines,
    details: [`M150 ${base + 40}H850`, `M240 ${base + 40 + step * 1.4}H760`],
    spacing: step,
  });
  return [sun, ...range, ground];
}
