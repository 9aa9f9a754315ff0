import { art, type Detail, type Drawing, type Hue } from './art';
import { backdropOf, washes } from './backdrops';
import type { Composition, Layer } from './compose';
import { banner, bannerWords, canvasFrame, dagger, dateLine, flowers } from './extras';
import { ellipse, extentOf } from './geometry';
import { letteringPiece } from './lettering';
import { motifs } from './motifs';
import { canvasSizes, type Plan } from './plan';
import type { Random } from './random';
import type { Placement } from './svg';
import { type CompositionKind, companions, compositions, framing, scene } from './variants';

/** Fits a drawing's extent into a `w` × `h` box centred at (x, y). */
export function fitInto(drawing: Drawing, x: number, y: number, w: number, h: number): Placement {
  const box = extentOf(
    drawing.flatMap((part) => [...part.shapes.map((s) => s.d), ...part.details, ...part.solids]),
  );
  const scale = Math.min(w / (box.x1 - box.x0), h / (box.y1 - box.y0));
  return { x, y, scale, origin: [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2] };
}

/** Backdrops and frames draw in canvas units. */
const onCanvas: Placement = { x: 0, y: 0, scale: 1, origin: [0, 0] };

/**
 * Arranges one design on the placement's canvas: the motif (or the lettering piece) with the extras the details
 * name, in the composition of its `variant` (1–4, the design's place in its request): alone on the family's
 * backdrop, framed, among companions, or set in a scene, so the four designs of one request are four designs.
 * `fill` draws the motif at its full size whatever the composition (its lines and gaps are widest then).
 */
export function layout(plan: Plan, rng: Random, detail: Detail, variant: number, fill = false): Composition {
  if (!plan.motif) return letteringAlone(plan, rng, detail, variant);
  const motif = plan.motif;
  const canvas = canvasSizes[plan.shape];
  const { width, height } = canvas;
  const kind = compositions[(variant - 1) % compositions.length] as CompositionKind;
  const layers: Layer[] = [];
  let letterHeight: number | null = null;
  const lettered = (height: number | null, scale: number) => {
    if (height !== null) letterHeight = Math.min(letterHeight ?? Number.POSITIVE_INFINITY, height * scale);
  };
  const behind = (drawing: Drawing) => layers.push({ drawing, placement: onCanvas });

  const main = { drawing: motifs[motif](rng.fork('motif'), detail) };
  const hues = [...new Set(main.drawing.flatMap((part) => part.shapes.map((s) => s.hue)))];
  if (plan.family === 'watercolor' || plan.family === 'black-and-gray' || plan.colorOption === 'watercolor') {
    const wash: Hue[] =
      plan.colorOption === 'black-and-grey' ? ['grey'] : hues.length ? hues : ['blue', 'purple'];
    layers.push({ drawing: [washes(canvas, rng.fork('wash'), wash)], placement: onCanvas, paintOnly: true });
  }

  // Short text the subject names rides a banner below the motif, as does a quoted phrase or date in the details.
  const bannered = plan.text !== null || plan.extras.includes('banner');
  const words = plan.text ?? (bannered ? bannerWords(plan.details, plan.date) : null);
  const below = bannered || (plan.extras.includes('date') && plan.date);
  const room = plan.shape === 'round' ? 0.7 : 0.84;
  const areaW = width * room;
  const areaH = (below ? height * 0.76 : height) * room;
  const areaY = below ? height * 0.4 : height / 2;
  const area = { cx: width / 2, cy: areaY, r: Math.min(areaW, areaH) / 2 };
  const sun: Hue = plan.colorOption === 'black-and-grey' ? 'grey' : 'red';

  if (kind === 'alone') behind(backdropOf(plan.family, canvas, rng.fork('backdrop'), detail));
  if (plan.shape === 'round' && !plan.extras.includes('frame') && kind !== 'framed')
    behind([art({ details: [ellipse(width / 2, height / 2, width * 0.47)], spacing: width })]);
  if (kind === 'framed') behind(framing(plan.family, area, detail, sun));
  if (kind === 'companions') behind(companions(plan.family, canvas, area, rng.fork('companions'), detail));
  if (kind === 'scene') behind(scene(plan.family, canvas, area, detail, sun));

  const pose = rng.fork('pose');
  if (plan.extras.includes('dagger')) {
    const drawing = dagger(rng.fork('dagger'));
    layers.push({
      drawing,
      placement: { ...fitInto(drawing, width / 2, areaY, width * 0.6, areaH * 1.2), rotate: 35 },
    });
  }
  // Alone it fills its area; framed or among companions it sits inside them; in a scene it leans and turns.
  const k = (fill ? 1 : { alone: 1, framed: 0.66, companions: 0.74, scene: 0.9 }[kind]) * pose.range(0.94, 1);
  const lift = { alone: 0, framed: 0, companions: -0.06, scene: 0.04 }[kind] * areaH;
  layers.push({
    drawing: main.drawing,
    placement: {
      ...fitInto(main.drawing, width / 2, areaY + lift, areaW * k, areaH * k),
      rotate: pose.range(3, 8) * (kind === 'scene' ? -1.6 : kind === 'alone' ? 1 : 0),
      mirror: kind === 'companions' || kind === 'scene',
    },
  });
  if (plan.extras.includes('flowers'))
    for (const x of [0.16, 0.84]) {
      const drawing = flowers(rng.fork(`flowers-${x}`));
      layers.push({
        drawing,
        placement: fitInto(drawing, width * x, areaY + areaH * 0.3, width * 0.3, areaH * 0.38),
      });
    }
  if (plan.extras.includes('frame')) behind([canvasFrame(canvas, plan.family)]);
  const piece = bannered
    ? banner(plan, words, canvas, rng.fork('banner'))
    : plan.extras.includes('date') && plan.date
      ? dateLine(plan, plan.date, canvas)
      : null;
  if (piece) {
    const band: Layer = { drawing: piece.drawing, placement: onCanvas, lettering: true };
    keepClearOf(layers, placedBox(band), width * 0.02);
    layers.push(band);
    lettered(piece.letterHeight, 1);
  }
  return { width, height, layers, letterHeight };
}

/** Without a motif: the lettering piece alone, nothing over or behind its words. */
function letteringAlone(plan: Plan, rng: Random, detail: Detail, variant: number): Composition {
  const { width, height } = canvasSizes[plan.shape];
  const piece = letteringPiece(plan.text ?? '', plan.family, variant - 1, rng.fork('lettering'), detail);
  const room = plan.shape === 'round' ? 0.7 : 0.84;
  const placement = fitInto(piece.drawing, width / 2, height / 2, width * room, height * room);
  return {
    width,
    height,
    layers: [{ drawing: piece.drawing, placement, lettering: true }],
    letterHeight: piece.letterHeight * placement.scale,
  };
}

/** A layer's box on the canvas: its drawing's extent through its placement's turn, scale and mirror. */
export function placedBox(layer: Layer): { x0: number; y0: number; x1: number; y1: number } {
  const { x, y, scale, rotate = 0, mirror = false, origin = [500, 500] } = layer.placement;
  const box = extentOf(
    layer.drawing.flatMap((p) => [...p.shapes.map((s) => s.d), ...p.details, ...p.solids]),
  );
  const a = (rotate * Math.PI) / 180;
  const corners = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x0, box.y1],
    [box.x1, box.y1],
  ].map(([px = 0, py = 0]) => {
    const dx = (px - origin[0]) * scale * (mirror ? -1 : 1);
    const dy = (py - origin[1]) * scale;
    return [x + dx * Math.cos(a) - dy * Math.sin(a), y + dx * Math.sin(a) + dy * Math.cos(a)] as const;
  });
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * Reserves the lettering band (`band`, with a `margin` round it): a layer reaching into it is shrunk about its top
 * centre until it ends above, so a backdrop, companion or the motif never covers the words.
 */
function keepClearOf(layers: Layer[], band: ReturnType<typeof placedBox>, margin: number) {
  const limit = band.y0 - margin;
  for (const layer of layers) {
    const box = placedBox(layer);
    const beside = box.x1 <= band.x0 - margin || box.x0 >= band.x1 + margin;
    if (box.y1 <= limit || beside) continue;
    const top = Math.min(box.y0, limit * 0.5);
    const k = (limit - top) / (box.y1 - top);
    const ax = (box.x0 + box.x1) / 2;
    const p = layer.placement;
    layer.placement = { ...p, x: ax + k * (p.x - ax), y: top + k * (p.y - top), scale: p.scale * k };
  }
}
