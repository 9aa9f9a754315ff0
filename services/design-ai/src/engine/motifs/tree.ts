import { type Art, art, type Detail, spacingFor } from '../art';
import { band, ellipse, type Pt, smooth } from '../geometry';
import type { Random } from '../random';

/** A tapering limb from `from`, `length` long at `angle` degrees (−90 = up), as a filled outline. */
function limb(
  from: Pt,
  angle: number,
  length: number,
  w0: number,
  w1: number,
  bend: number,
): { d: string; end: Pt } {
  const a = (angle * Math.PI) / 180;
  const end: Pt = [from[0] + length * Math.cos(a), from[1] + length * Math.sin(a)];
  const mid: Pt = [
    (from[0] + end[0]) / 2 + bend * Math.cos(a + Math.PI / 2),
    (from[1] + end[1]) / 2 + bend * Math.sin(a + Math.PI / 2),
  ];
  const { left, right } = band([from, mid, end], (t) => w0 + (w1 - w0) * t);
  return { d: smooth([...left, ...right.reverse()], true, 0.6), end };
}

/**
 * A tree of life: a trunk that splits into branches (deeper with more detail), a crown of leaf clusters and
 * roots spreading below a ground line.
 */
export function tree(rng: Random, detail: Detail): Art[] {
  const depth = detail === 2 ? 4 : detail === 1 ? 3 : 2;
  const step = spacingFor(detail, [30, 44, 90]);
  const wood: string[] = [];
  const tips: Pt[] = [];
  const grow = (from: Pt, angle: number, length: number, width: number, level: number) => {
    const { d, end } = limb(
      from,
      angle,
      length,
      width,
      width * 0.62,
      rng.range(-length * 0.12, length * 0.12),
    );
    wood.push(d);
    if (level === depth) {
      tips.push(end);
      return;
    }
    const spread = rng.range(22, 34);
    grow(end, angle - spread, length * rng.range(0.68, 0.8), width * 0.62, level + 1);
    grow(end, angle + spread, length * rng.range(0.68, 0.8), width * 0.62, level + 1);
    if (level === 1 && rng.chance(0.5))
      grow(end, angle + rng.range(-8, 8), length * 0.7, width * 0.55, level + 1);
  };
  const trunkWidth = Math.max(90, step * 2.2);
  grow([500, 760], -90, 230, trunkWidth, 1);
  const roots: string[] = [];
  for (const angle of [20, 55, 90, 125, 160])
    roots.push(
      limb([500, 740], angle, rng.range(110, 170), trunkWidth * 0.45, step * 0.6, rng.range(-20, 20)).d,
    );
  // The crown: leaf clusters on every branch tip and filling the dome above the branches.
  const leafSize = Math.max(step * 1.4, 46);
  const crownTop = Math.min(...tips.map(([, y]) => y)) - leafSize;
  const fill: Pt[] = [];
  const rows = detail === 0 ? 2 : 3;
  for (let r = 0; r < rows; r++) {
    const y = crownTop + r * leafSize * 1.1;
    const half = 170 + r * 90;
    for (let x = 500 - half; x <= 500 + half; x += leafSize * 1.5) fill.push([x + rng.range(-10, 10), y]);
  }
  const crown = [...fill, ...tips].map(([x, y], i) => ({
    d: ellipse(x, y, leafSize * rng.range(1, 1.25), leafSize * 0.85),
    hue: i % 4 === 0 ? ('gold' as const) : ('green' as const),
  }));
  return [
    art({ solids: [...wood, ...roots], spacing: step }),
    art({
      shapes: crown,
      details: [`M180 ${760 + 2 * step}H820`],
      spacing: step,
    }),
  ];
}
