/** Spec §9 "Generator progress": a tick every 500 ms adds up to 15 points, held at 90 until the answer comes. */
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_STEP_MAX = 15;
export const PROGRESS_CAP = 90;
/** The pause at 100% before the designs show. */
export const RESULTS_DELAY_MS = 500;

/** The bar after one tick: 1 to 15 points more (`random` in [0, 1)), never past the cap. */
export function nextProgress(progress: number, random: number = Math.random()): number {
  const step = Math.floor(random * PROGRESS_STEP_MAX) + 1;
  return Math.min(PROGRESS_CAP, progress + step);
}
