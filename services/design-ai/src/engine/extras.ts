import { type Art, art, type Drawing } from './art';
import type { Family } from './families';
import { type Pt, poly, rotate, smooth } from './geometry';
import { frame, ribbon, setText } from './lettering';
import { rose } from './motifs/rose';
import type { Plan } from './plan';
import type { Random } from './random';

/** A dagger drawn point down through the centre, in a 1000 box (placed behind the motif). */
export function dagger(rng: Random): Drawing {
  const tilt = rng.range(-25, 25);
  const turn = (points: Pt[]) => rotate(points, tilt);
  const blade = turn([
    [470, 330],
    [530, 330],
    [520, 820],
    [500, 960],
    [480, 820],
  ]);
  const guard = turn([
    [360, 300],
    [640, 300],
    [660, 335],
    [340, 335],
  ]);
  const grip = turn([
    [475, 140],
    [525, 140],
    [530, 300],
    [470, 300],
  ]);
  return [
    art({
      shapes: [
        { d: poly(blade), hue: 'grey' },
        { d: poly(grip), hue: 'brown' },
        { d: smooth(guard, true, 0.3), hue: 'gold' },
        {
          d: smooth(
            turn([
              [500, 80],
              [540, 115],
              [500, 150],
              [460, 115],
            ]),
          ),
          hue: 'gold',
        },
      ],
      details: [
        poly(
          turn([
            [500, 345],
            [500, 800],
          ]),
          false,
        ),
      ],
      spacing: 40,
    }),
  ];
}

/** A small rose for each lower corner: drawn small, so always in its simplest form. */
export const flowers = (rng: Random) => rose(rng, 0);

/** The words a banner carries: a quoted phrase from the details, else the date they name. */
export function bannerWords(details: string | undefined, date: string | null): string | null {
  const quoted = /["“']([^"”']{1,40})["”']/.exec(details ?? '')?.[1];
  return quoted ?? date;
}

/** A banner across the bottom of the canvas, with its words. */
export function banner(
  plan: Plan,
  words: string | null,
  canvas: { width: number; height: number },
  rng: Random,
): { drawing: Drawing; letterHeight: number | null } {
  const y = canvas.height * 0.86;
  const h = canvas.height * 0.12;
  const band = ribbon(canvas.width * 0.2, canvas.width * 0.8, y, h, 'red', rng);
  if (!words) return { drawing: [band], letterHeight: null };
  const text = setText(words, plan.family, [canvas.width / 2, y], canvas.width * 0.5, h * 0.8);
  return { drawing: [band, text.art], letterHeight: text.letterHeight };
}

/** The date along the bottom, when there is no banner to carry it. */
export function dateLine(plan: Plan, date: string, canvas: { width: number; height: number }) {
  const text = setText(
    date,
    plan.family,
    [canvas.width / 2, canvas.height * 0.9],
    canvas.width * 0.4,
    canvas.height * 0.07,
  );
  return { drawing: [text.art], letterHeight: text.letterHeight };
}

/** An ornamental frame just inside the canvas's edge. */
export const canvasFrame = (canvas: { width: number; height: number }, family: Family): Art =>
  frame({ x0: 40, y0: 40, x1: canvas.width - 40, y1: canvas.height - 40 }, family === 'fine-line' ? 18 : 24);
