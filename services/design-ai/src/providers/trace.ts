import sharp from 'sharp';
import type { Metrics } from '../engine/compose';
import { stencilFrame } from '../engine/compose';

/** The traced bitmap's long side: one pixel per canvas unit, so measures read straight in canvas units. */
const SIDE = 1000;

interface Bitmap {
  width: number;
  height: number;
  /** 1 where ink is. */
  ink: Uint8Array;
}

/** Lengths of the runs of equal value through each pixel, along rows (`dx` 1) or columns. */
function runLengths({ width, height, ink }: Bitmap, alongRows: boolean): Uint32Array {
  const out = new Uint32Array(width * height);
  const [outer, inner] = alongRows ? [height, width] : [width, height];
  const at = (o: number, i: number) => (alongRows ? o * width + i : i * width + o);
  for (let o = 0; o < outer; o++) {
    let start = 0;
    for (let i = 1; i <= inner; i++) {
      if (i < inner && ink[at(o, i)] === ink[at(o, start)]) continue;
      // A light run touching the edge is open paper, not a gap between lines.
      const open = !ink[at(o, start)] && (start === 0 || i === inner);
      for (let k = start; k < i; k++) out[at(o, k)] = open ? 0xffffffff : i - start;
      start = i;
    }
  }
  return out;
}

/** The 5th percentile: the thinnest line or narrowest gap that is more than a stray pixel or two. */
function low(values: number[]): number {
  if (values.length === 0) return Number.POSITIVE_INFINITY;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.05)] as number;
}

/** Each ink pixel's stroke width and each enclosed paper pixel's gap: the narrower of its row and column runs. */
function measure(bitmap: Bitmap): Metrics {
  const rows = runLengths(bitmap, true);
  const columns = runLengths(bitmap, false);
  const lines: number[] = [];
  const gaps: number[] = [];
  for (let p = 0; p < bitmap.ink.length; p++) {
    const run = Math.min(rows[p] as number, columns[p] as number);
    if (bitmap.ink[p]) lines.push(run);
    else if (run !== 0xffffffff) gaps.push(run);
  }
  return { finestLine: low(lines), smallestGap: low(gaps), letterHeight: null };
}

/** The outlines of the ink, pixel edge by pixel edge, chained into closed loops (even-odd fill keeps holes). */
function outline({ width, height, ink }: Bitmap): string {
  const inkAt = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && ink[y * width + x] === 1;
  const next = new Map<number, number[]>();
  const vertex = (x: number, y: number) => y * (width + 1) + x;
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const from = vertex(x0, y0);
    const list = next.get(from) ?? [];
    list.push(vertex(x1, y1));
    next.set(from, list);
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!inkAt(x, y)) continue;
      if (!inkAt(x, y - 1)) edge(x, y, x + 1, y);
      if (!inkAt(x + 1, y)) edge(x + 1, y, x + 1, y + 1);
      if (!inkAt(x, y + 1)) edge(x + 1, y + 1, x, y + 1);
      if (!inkAt(x - 1, y)) edge(x, y + 1, x, y);
    }
  let d = '';
  for (const [start] of next) {
    const loop: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined) {
      const list = next.get(at);
      const to = list?.pop();
      if (list && list.length === 0) next.delete(at);
      if (to === undefined) break;
      loop.push(at);
      at = to === start ? undefined : to;
    }
    // Only the corners: a run of collinear pixel edges is one segment.
    const points = loop.map((v) => [v % (width + 1), Math.floor(v / (width + 1))] as const);
    const corners = points.filter((p, i) => {
      const a = points[(i - 1 + points.length) % points.length] as readonly [number, number];
      const b = points[(i + 1) % points.length] as readonly [number, number];
      return (p[0] - a[0]) * (b[1] - p[1]) !== (p[1] - a[1]) * (b[0] - p[0]);
    });
    if (corners.length > 1) d += `M${corners.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
  }
  return d;
}

/**
 * A stencil traced from a picture (an images model's design): its dark lines, thresholded and outlined as black
 * shapes, at true size, with the mirrored twin and the measures the hold-up check reads.
 */
export async function traceStencil(png: Buffer, inches: number, title: string) {
  const { data, info } = await sharp(png)
    .resize(SIDE, SIDE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let p = 0; p < ink.length; p++) ink[p] = (data[p * info.channels] as number) < 128 ? 1 : 0;
  const bitmap = { width: info.width, height: info.height, ink };
  const body = `<path d="${outline(bitmap)}" fill="#000" fill-rule="evenodd"/>`;
  const frame = (mirror: boolean) => stencilFrame(info.width, info.height, inches, mirror, title, '', body);
  return { svg: frame(false), mirroredSvg: frame(true), metrics: measure(bitmap) };
}
