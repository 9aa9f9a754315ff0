/** A point in a drawing's own units (motifs draw in a 1000 × 1000 box). */
export type Pt = readonly [number, number];

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const xy = ([x, y]: Pt) => `${f(x)} ${f(y)}`;

/** Straight segments through `points`. */
export const poly = (points: readonly Pt[], closed = true) =>
  `M${points.map(xy).join('L')}${closed ? 'Z' : ''}`;

/**
 * A smooth curve through every point (Catmull-Rom turned into cubic Béziers): organic outlines from a handful of
 * points, so each motif is a short list of coordinates rather than hand-written curves.
 */
export function smooth(points: readonly Pt[], closed = true, tension = 1): string {
  const n = points.length;
  if (n < 3) return poly(points, closed);
  const at = (i: number): Pt => {
    if (closed) return points[(i + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const last = closed ? n : n - 1;
  let d = `M${xy(at(0))}`;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${xy(c1)} ${xy(c2)} ${xy(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** An ellipse as four Béziers (absolute coordinates only, so a drawing's extent can be read off its numbers). */
export function ellipse(cx: number, cy: number, rx: number, ry = rx): string {
  const k = 0.5523;
  const p = (x: number, y: number) => `${f(x)} ${f(y)}`;
  return (
    `M${p(cx + rx, cy)}` +
    `C${p(cx + rx, cy + k * ry)} ${p(cx + k * rx, cy + ry)} ${p(cx, cy + ry)}` +
    `C${p(cx - k * rx, cy + ry)} ${p(cx - rx, cy + k * ry)} ${p(cx - rx, cy)}` +
    `C${p(cx - rx, cy - k * ry)} ${p(cx - k * rx, cy - ry)} ${p(cx, cy - ry)}` +
    `C${p(cx + k * rx, cy - ry)} ${p(cx + rx, cy - k * ry)} ${p(cx + rx, cy)}Z`
  );
}

/** The box around a path's points (Bézier control points included: a little generous, never short). */
export function extentOf(paths: readonly string[]): { x0: number; y0: number; x1: number; y1: number } {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const d of paths) {
    const numbers = d.match(/-?\d+(?:\.\d+)?/g) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const x = Number(numbers[i]);
      const y = Number(numbers[i + 1]);
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return { x0, y0, x1, y1 };
}

/**
 * The left half of a symmetric outline, drawn from top to bottom, mirrored about x = `axis` into a whole one (a
 * point on the axis is not repeated).
 */
export function mirrored(half: readonly Pt[], axis = 500): Pt[] {
  const other = [...half]
    .reverse()
    .filter(([x], i, all) => !((i === 0 || i === all.length - 1) && x === axis))
    .map(([x, y]): Pt => [2 * axis - x, y]);
  return [...half, ...other];
}

export const flipX = (points: readonly Pt[], axis = 500): Pt[] => points.map(([x, y]) => [2 * axis - x, y]);

export function rotate(points: readonly Pt[], degrees: number, [cx, cy]: Pt = [500, 500]): Pt[] {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map(([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

export const translate = (points: readonly Pt[], dx: number, dy: number): Pt[] =>
  points.map(([x, y]) => [x + dx, y + dy]);

export const scale = (points: readonly Pt[], k: number, [cx, cy]: Pt = [500, 500]): Pt[] =>
  points.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k]);

/** Points on a circle (or an ellipse), evenly spaced, starting at `start` degrees (0 = right, clockwise). */
export const around = (cx: number, cy: number, r: number, count: number, start = -90, ry = r): Pt[] =>
  Array.from({ length: count }, (_, i) => {
    const a = ((start + (360 * i) / count) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + ry * Math.sin(a)];
  });

/**
 * A band of varying width along a centre line: the outline of a body (a snake, a dragon, a stem) whose width at
 * each centre point is `width(t)` with t from 0 at the head to 1 at the tail.
 */
export function band(centre: readonly Pt[], width: (t: number) => number): { left: Pt[]; right: Pt[] } {
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach((p, i) => {
    const prev = centre[Math.max(0, i - 1)] as Pt;
    const next = centre[Math.min(centre.length - 1, i + 1)] as Pt;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = width(i / (centre.length - 1)) / 2;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  });
  return { left, right };
}

/** Samples a smooth open curve through `points` into `count` points (for bands and things placed along it). */
export function sampleCurve(points: readonly Pt[], count: number): Pt[] {
  const n = points.length;
  const at = (i: number) => points[Math.max(0, Math.min(n - 1, i))] as Pt;
  const out: Pt[] = [];
  for (let k = 0; k < count; k++) {
    const u = (k / (count - 1)) * (n - 1);
    const i = Math.min(n - 2, Math.floor(u));
    const t = u - i;
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c = (a: number, b: number, c2: number, d: number) =>
      0.5 *
      (2 * b + (-a + c2) * t + (2 * a - 5 * b + 4 * c2 - d) * t * t + (-a + 3 * b - 3 * c2 + d) * t * t * t);
    out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
  }
  return out;
}

export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Mirrors a path of absolute commands about x = `axis` (every first number of a pair is an x). */
export function flipPath(d: string, axis = 500): string {
  let i = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (n) =>
    i++ % 2 === 0 ? String(Math.round((2 * axis - Number(n)) * 10) / 10) : n,
  );
}
