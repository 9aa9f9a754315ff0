import type { Metrics } from './compose';

/** Ink spreads under the skin: below these, lines blur together over the years (DESIGN §5). */
export const HOLD_UP = { lineMm: 0.5, gapMm: 1.5, letterMm: 4 } as const;

export interface HoldUp {
  holds: boolean;
  /** 'Holds up at 5 in' or 'Go at least 7 in for this much detail'. */
  message: string;
  /** The smallest size (inches, long side) at which it holds. */
  minInches: number;
  finestLineMm: number;
  smallestGapMm: number;
  letterHeightMm: number | null;
}

/** Millimetres one canvas unit is at `inches` on the long side (1000 units). */
export const mmPerUnit = (inches: number) => (inches * 25.4) / 1000;

/** Canvas units a line must be at least, at `inches`, to hold up (with a little to spare for rounding). */
export const minLineUnits = (inches: number) => (HOLD_UP.lineMm / mmPerUnit(inches)) * 1.05;

const inchText = (inches: number) => `${Number.isInteger(inches) ? inches : inches.toFixed(1)} in`;

/** Whether a composition's finest line, smallest gap and lettering survive at `inches`, and if not, what does. */
export function holdUpCheck(metrics: Metrics, inches: number): HoldUp {
  const mm = mmPerUnit(inches);
  const finestLineMm = metrics.finestLine * mm;
  const smallestGapMm = metrics.smallestGap * mm;
  const letterHeightMm = metrics.letterHeight === null ? null : metrics.letterHeight * mm;
  // Every measure grows with the size, so the size needed is the current one times the worst shortfall.
  const factor = Math.max(
    HOLD_UP.lineMm / finestLineMm,
    HOLD_UP.gapMm / Math.max(smallestGapMm, 1e-6),
    letterHeightMm === null ? 0 : HOLD_UP.letterMm / letterHeightMm,
  );
  const holds = factor <= 1;
  const minInches = Math.ceil(inches * factor * 2) / 2;
  return {
    holds,
    message: holds
      ? `Holds up at ${inchText(inches)}`
      : `Go at least ${inchText(minInches)} for this much detail`,
    minInches: holds ? Math.min(inches, minInches) : minInches,
    finestLineMm: round(finestLineMm),
    smallestGapMm: round(smallestGapMm),
    letterHeightMm: letterHeightMm === null ? null : round(letterHeightMm),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
