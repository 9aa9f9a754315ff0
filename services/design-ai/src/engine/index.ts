import type { DesignRequest } from '@inkbook/contracts/design';
import type { Detail } from './art';
import {
  type Composition,
  designSvg,
  lineWeights,
  type Metrics,
  metricsOf,
  stencilSvg,
  type Weights,
} from './compose';
import { HOLD_UP, type HoldUp, holdUpCheck, minLineUnits, mmPerUnit } from './holdup';
import { layout } from './layout';
import { accented, palettes } from './palette';
import { planOf } from './plan';
import { createRandom } from './random';
import { DESIGN_LONG_SIDE, renderPng } from './render';
import { missingDrawingNote, readSubject } from './subject';

/** One design of the built-in engine: its picture, its stencil (and mirrored twin) and its hold-up check. */
export interface EngineDesign {
  png: Buffer;
  width: number;
  height: number;
  stencil: string;
  mirroredStencil: string;
  /** The stencil's true size (inches) on the long side. */
  inches: number;
  holdUp: HoldUp;
  /** What the hold-up check read, in canvas units (the long side being 1000). */
  metrics: Metrics;
}

/** Each level of detail in the design's own composition, then the simplest with its motif at full size. */
const ATTEMPTS: { detail: Detail; fill: boolean }[] = [
  { detail: 2, fill: false },
  { detail: 1, fill: false },
  { detail: 0, fill: false },
  { detail: 0, fill: true },
];

/** A design's place (1–4) in its request: its seed's `-n` suffix (the first design's seed has none). */
export const variantOf = (seed: string) => Number(/-([2-4])$/.exec(seed)?.[1] ?? 1);

/**
 * Draws one design for `request` from `seed`: the same pair always gives the same bytes. The most detailed
 * version that holds up at the chosen size is kept; when even the simplest does not, it says what size would.
 */
export async function drawDesign(request: DesignRequest, seed: string): Promise<EngineDesign> {
  const plan = planOf(request);
  const base = lineWeights[plan.family];
  const least = minLineUnits(plan.inches);
  const weights: Weights = {
    outline: Math.max(base.outline, least),
    detail: Math.max(base.detail, least),
    gap: (HOLD_UP.gapMm / mmPerUnit(plan.inches)) * 1.05,
  };
  let chosen: { composition: Composition; holdUp: HoldUp; metrics: Metrics } | undefined;
  for (const { detail, fill } of ATTEMPTS) {
    // Every level draws from the same seed, so a simpler version is the same design with less in it.
    const composition = layout(plan, createRandom(seed), detail, variantOf(seed), fill);
    const metrics = metricsOf(composition, { family: plan.family, weights });
    const holdUp = holdUpCheck(metrics, plan.inches);
    chosen = { composition, holdUp, metrics };
    if (holdUp.holds) break;
  }
  const { composition, holdUp, metrics } = chosen as NonNullable<typeof chosen>;
  const ink = {
    family: plan.family,
    palette: accented(palettes[plan.colorOption], variantOf(seed)),
    tint: plan.colorOption === 'watercolor',
    weights,
    rng: createRandom(`${seed}/ink`),
  };
  const svg = designSvg(composition, ink);
  const title = `Stencil: ${request.subject}`;
  return {
    png: await renderPng(svg, 1000, DESIGN_LONG_SIDE),
    width: Math.round((composition.width * DESIGN_LONG_SIDE) / 1000),
    height: Math.round((composition.height * DESIGN_LONG_SIDE) / 1000),
    stencil: stencilSvg(composition, weights, plan.inches, false, title),
    mirroredStencil: stencilSvg(composition, weights, plan.inches, true, `${title} (mirrored)`),
    inches: plan.inches,
    holdUp,
    metrics,
  };
}

/** The results' note when lettering stands in for a subject the engine has no drawing for. */
export function noteFor(request: DesignRequest): string | undefined {
  const { missing } = readSubject(request.subject);
  return missing ? missingDrawingNote(missing) : undefined;
}
