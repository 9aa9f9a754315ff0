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
 * Arranges one design on the placement's canvas: the family's backdrop, the motif (or the lettering piece) with
 * the extras the details name, posed by the seed. `variant` (1–4, the design's place in its request) turns the
 * pose and the lettering's ornament, so the four designs of one request always differ.
 */
export function layout(plan: Plan, rng: Random, detail: Detail, variant: number): Composition {
  const canvas = canvasSizes[plan.shape];
  const { width, height } = canvas;
  const layers: Layer[] = [];
  let letterHeight: number | null = null;
  const lettered = (height: number | null, scale: number) => {
    if (height !== null) letterHeight = Math.min(letterHeight ?? Number.POSITIVE_INFINITY, height * scale);
  };

  const main = plan.motif
    ? { drawing: motifs[plan.motif](rng.fork('motif'), detail), letterHeight: null }
    : letteringPiece(plan.text, plan.family, variant - 1, rng.fork('lettering'), detail);
  const hues = [...new Set(main.drawing.flatMap((part) => part.shapes.map((s) => s.hue)))];
  if (plan.family === 'watercolor' || plan.family === 'black-and-gray') {
    const wash: Hue[] = plan.family === 'black-and-gray' ? ['grey'] : hues.length ? hues : ['blue', 'purple'];
    layers.push({ drawing: [washes(canvas, rng.fork('wash'), wash)], placement: onCanvas, paintOnly: true });
  }
  layers.push({
    drawing: backdropOf(plan.family, canvas, rng.fork('backdrop'), detail),
    placement: onCanvas,
  });
  if (plan.shape === 'round' && !plan.extras.includes('frame'))
    layers.push({
      drawing: [art({ details: [ellipse(width / 2, height / 2, width * 0.47)], spacing: width })],
      placement: onCanvas,
    });

  const words = plan.extras.includes('banner') ? bannerWords(plan.details, plan.date) : null;
  const below = plan.extras.includes('banner') || (plan.extras.includes('date') && plan.date);
  const room = plan.shape === 'round' ? 0.7 : 0.84;
  const areaH = (below ? height * 0.76 : height) * room;
  const areaY = below ? height * 0.4 : height / 2;

  const pose = rng.fork('pose');
  if (plan.extras.includes('dagger')) {
    const drawing = dagger(rng.fork('dagger'));
    layers.push({
      drawing,
      placement: { ...fitInto(drawing, width / 2, areaY, width * 0.6, areaH * 1.2), rotate: 35 },
    });
  }
  const k = pose.range(0.92, 1);
  layers.push({
    drawing: main.drawing,
    placement: {
      ...fitInto(
        main.drawing,
        width / 2 + pose.range(-0.02, 0.02) * width,
        areaY,
        width * room * k,
        areaH * k,
      ),
      rotate: plan.motif ? pose.range(3, 8) * (variant % 2 ? 1 : -1) : 0,
      mirror: plan.motif !== null && variant > 2,
    },
  });
  lettered(main.letterHeight, layers[layers.length - 1]?.placement.scale ?? 1);
  if (plan.extras.includes('flowers'))
    for (const x of [0.16, 0.84]) {
      const drawing = flowers(rng.fork(`flowers-${x}`));
      layers.push({
        drawing,
        placement: fitInto(drawing, width * x, areaY + areaH * 0.3, width * 0.3, areaH * 0.38),
      });
    }
  if (plan.extras.includes('banner')) {
    const piece = banner(plan, words, canvas, rng.fork('banner'));
    layers.push({ drawing: piece.drawing, placement: onCanvas });
    lettered(piece.letterHeight, 1);
  } else if (plan.extras.includes('date') && plan.date) {
    const piece = dateLine(plan, plan.date, canvas);
    layers.push({ drawing: piece.drawing, placement: onCanvas });
    lettered(piece.letterHeight, 1);
  }
  if (plan.extras.includes('frame'))
    layers.push({ drawing: [canvasFrame(canvas, plan.family)], placement: onCanvas });
  return { width, height, layers, letterHeight };
}
