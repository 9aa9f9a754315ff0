import type { Art, Drawing } from './art';
import type { Family } from './families';
import { extentOf } from './geometry';
import type { Palette } from './palette';
import type { Random } from './random';
import { escapeXml, type Placement, transformOf } from './svg';

/** A part of the composition: a drawing and where it sits (backdrops and frames sit at scale 1, unmoved). */
export interface Layer {
  drawing: Drawing;
  placement: Placement;
  /** Washes and smoke: painted in the design, left out of the stencil (an artist shades those freehand). */
  paintOnly?: boolean;
  /** Words and what carries them (a banner, an ornament): the layout keeps every other layer out of their box. */
  lettering?: boolean;
}

/** Line weights (canvas units, the long side being 1000) of each family before the hold-up minimum. */
export const lineWeights: Record<Family, { outline: number; detail: number }> = {
  traditional: { outline: 11, detail: 6 },
  'fine-line': { outline: 2.6, detail: 2 },
  'black-and-gray': { outline: 6, detail: 4 },
  geometric: { outline: 5, detail: 3.5 },
  japanese: { outline: 10, detail: 5.5 },
  watercolor: { outline: 4.5, detail: 3 },
  minimalist: { outline: 5, detail: 5 },
};

export interface Weights {
  outline: number;
  detail: number;
  /** The narrowest gap that holds up at the chosen size (canvas units): stippling keeps its dots this far apart. */
  gap: number;
}

/** What a composition's hold-up check reads, in canvas units. */
export interface Metrics {
  finestLine: number;
  smallestGap: number;
  letterHeight: number | null;
}

interface Ink {
  family: Family;
  palette: Palette;
  weights: Weights;
  rng: Random;
  /** Watercolour: even line-only families wash their shapes with thinned colour. */
  tint: boolean;
}

/** How a family fills an outlined shape. */
function fillOf({ family, palette, tint }: Ink, hue: Art['shapes'][number]['hue']) {
  if (family !== 'fine-line' && family !== 'minimalist' && family !== 'geometric') return palette[hue];
  return tint ? thinned(palette[hue]) : '#ffffff';
}

/** A colour half mixed with white: a thin wash. */
const thinned = (hex: string) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round((Number.parseInt(hex.slice(i, i + 2), 16) + 255) / 2)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** One layer painted as the design: coloured shapes, shading, detail lines and solid black. */
function paintLayer(layer: Layer, ink: Ink, defs: string[], ids: { next: number }): string {
  const { family, palette, weights } = ink;
  const s = layer.placement.scale;
  const outline = weights.outline / s;
  const detail = weights.detail / s;
  let out = '';
  if (layer.paintOnly) {
    for (const part of layer.drawing)
      for (const shape of part.shapes)
        out += `<path d="${shape.d}" fill="${palette[shape.hue]}" opacity="0.55"/>`;
    return `<g transform="${transformOf(layer.placement)}" filter="url(#wash)">${out}</g>`;
  }
  for (const part of layer.drawing) {
    for (const shape of part.shapes)
      out += `<path d="${shape.d}" fill="${fillOf(ink, shape.hue)}" stroke="#000" stroke-width="${outline}"/>`;
    if (part.shades.length && family !== 'fine-line' && family !== 'minimalist' && family !== 'watercolor') {
      const shade = part.shades.join('');
      if (family === 'geometric') {
        const id = `k${ids.next++}`;
        defs.push(`<clipPath id="${id}"><path d="${shade}"/></clipPath>`);
        out += `<g clip-path="url(#${id})"><path d="${stipple(shade, ink, s)}" fill="#000"/></g>`;
      } else if (family === 'black-and-gray') {
        out += `<path d="${shade}" fill="#000" opacity="0.45" filter="url(#soft)"/>`;
      } else {
        out += `<path d="${shade}" fill="#000" opacity="0.2"/>`;
      }
    }
    if (part.details.length && family !== 'minimalist')
      out += `<path d="${part.details.join('')}" fill="none" stroke="#000" stroke-width="${detail}" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (part.solids.length) out += `<path d="${part.solids.join('')}" fill="#000"/>`;
  }
  return `<g transform="${transformOf(layer.placement)}" stroke-linejoin="round">${out}</g>`;
}

/** Dots over a shading area's bounding box (clipped to the area when painted), denser toward its centre. */
function stipple(area: string, ink: Ink, scale: number): string {
  const { x0, y0, x1, y1 } = extentOf([area]);
  const step = stippleStep(ink.weights) / scale;
  const r = dotWidth(ink.weights) / 2 / scale;
  let d = '';
  for (let y = y0; y <= y1; y += step)
    for (let x = x0 + ((y / step) % 2) * step * 0.5; x <= x1; x += step) {
      const jx = x + ink.rng.range(-0.2, 0.2) * step;
      const jy = y + ink.rng.range(-0.2, 0.2) * step;
      d += `M${(jx - r).toFixed(1)} ${jy.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0Z`;
    }
  return d;
}

/**
 * Centre-to-centre distance of stipple dots (canvas units): at least three dot widths, and wide enough that the
 * closest two (jittered by up to 0.2 of a step each way) keep the gap that holds up at the chosen size.
 */
const stippleStep = (weights: Weights) =>
  Math.max(14, weights.detail * 4.2, (weights.gap + dotWidth(weights)) / 0.6);
const dotWidth = (weights: Weights) => (2 * weights.detail) / 1.6;

/**
 * The line art alone, black on transparent: outlines, details and solid black, in one mask over black ink. A
 * shape hides what it covers of earlier parts, as in the design (it is dark in the mask, its outline light), so
 * hidden lines never reach the transfer paper; one mask renders as fast as the design itself.
 */
function lineArt(
  layers: Layer[],
  weights: Weights,
  width: number,
  height: number,
): { defs: string; body: string } {
  let mask = '';
  for (const layer of layers) {
    if (layer.paintOnly) continue;
    const s = layer.placement.scale;
    let out = '';
    for (const part of layer.drawing) {
      for (const shape of part.shapes)
        out += `<path d="${shape.d}" fill="#000" stroke="#fff" stroke-width="${weights.outline / s}"/>`;
      if (part.details.length)
        out += `<path d="${part.details.join('')}" fill="none" stroke="#fff" stroke-width="${weights.detail / s}" stroke-linecap="round"/>`;
      if (part.solids.length) out += `<path d="${part.solids.join('')}" fill="#fff"/>`;
    }
    mask += `<g transform="${transformOf(layer.placement)}">${out}</g>`;
  }
  return {
    defs: `<mask id="line-art" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><g stroke-linejoin="round">${mask}</g></mask>`,
    body: `<rect width="${width}" height="${height}" fill="#000" mask="url(#line-art)"/>`,
  };
}

export interface Composition {
  width: number;
  height: number;
  layers: Layer[];
  /** Cap height of any lettering, in canvas units. */
  letterHeight: number | null;
}

/** The design as SVG: white paper, the layers in the family's manner. */
export function designSvg(c: Composition, ink: Ink): string {
  const defs: string[] = [
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>',
    '<filter id="wash" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="26"/></filter>',
  ];
  const ids = { next: 0 };
  const body = c.layers.map((layer) => paintLayer(layer, ink, defs, ids)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}"><defs>${defs.join('')}</defs><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

/** The stencil at true size (`inches` on the long side), optionally mirrored for transfer paper. */
export function stencilSvg(
  c: Composition,
  weights: Weights,
  inches: number,
  mirror: boolean,
  title: string,
): string {
  const { defs, body } = lineArt(c.layers, weights, c.width, c.height);
  return stencilFrame(c.width, c.height, inches, mirror, title, defs, body);
}

/** A stencil document: `body` drawn on a `width` × `height` canvas whose long side is `inches` long. */
export function stencilFrame(
  width: number,
  height: number,
  inches: number,
  mirror: boolean,
  title: string,
  defs: string,
  body: string,
): string {
  const long = Math.max(width, height);
  const w = (inches * width) / long;
  const h = (inches * height) / long;
  const content = mirror ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w.toFixed(3)}in" height="${h.toFixed(3)}in" viewBox="0 0 ${width} ${height}"><title>${escapeXml(title)}</title><defs>${defs}</defs>${content}</svg>`;
}

/** Finest line and smallest gap the composition holds, in canvas units. */
export function metricsOf(c: Composition, ink: Pick<Ink, 'family' | 'weights'>): Metrics {
  const { family, weights } = ink;
  const hasDetails = family !== 'minimalist' && c.layers.some((l) => l.drawing.some((p) => p.details.length));
  const stippled = family === 'geometric' && c.layers.some((l) => l.drawing.some((p) => p.shades.length));
  let finestLine = hasDetails ? Math.min(weights.outline, weights.detail) : weights.outline;
  let smallestGap = Number.POSITIVE_INFINITY;
  for (const layer of c.layers)
    for (const part of layer.drawing) {
      // Lettering and other solid shapes have no stroke eating into their gaps.
      const line =
        part.details.length && family !== 'minimalist'
          ? weights.detail
          : part.shapes.length
            ? weights.outline
            : 0;
      smallestGap = Math.min(smallestGap, part.spacing * layer.placement.scale - line);
    }
  if (stippled) {
    finestLine = Math.min(finestLine, dotWidth(weights));
    smallestGap = Math.min(smallestGap, stippleStep(weights) * 0.6 - dotWidth(weights));
  }
  return { finestLine, smallestGap, letterHeight: c.letterHeight };
}
