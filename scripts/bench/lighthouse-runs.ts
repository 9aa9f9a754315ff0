/** One Lighthouse audit's figures, as the bench reads them. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Simulated mobile first contentful paint, largest contentful paint and total blocking time, in ms. */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Script files the page loaded during the audit and their bytes over the wire (independent of the machine's load). */
  scripts: number;
  scriptBytes: number;
  /** Lighthouse's measure of the machine's speed while it audited (its environment's `benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated at (`cpuSlowdownFor` its benchmarkIndex). */
  cpuSlowdown: number;
}
type Figure = keyof LighthouseRun;

/** A figure over a page's runs: its median, its spread (max − min) and every run's value in order. */
export interface Spread {
  median: number;
  spread: number;
  runs: number[];
}

/** A page's runs, figure by figure; `steady` when its performance scores spread at most `LIGHTHOUSE_MAX_SPREAD`. */
export type LighthouseScore = { page: string; steady: boolean } & Record<Figure, Spread>;

/** Performance scores of one page spread wider than this (points) give no figure: the section fails (issue 30). */
export const LIGHTHOUSE_MAX_SPREAD = 10;

/** The median of `values` (the mean of the middle two for an even count), to two decimals. */
function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round((middle ?? 0) * 100) / 100;
}

const FIGURES: readonly Figure[] = [
  'performance',
  'accessibility',
  'fcp',
  'lcp',
  'tbt',
  'scripts',
  'scriptBytes',
  'benchmarkIndex',
  'cpuSlowdown',
];

/** Values of one figure (at least one) as their median, their spread and the values in order. */
const spreadOf = (values: readonly number[]): Spread => ({
  median: median(values),
  spread: Math.round((Math.max(...values) - Math.min(...values)) * 100) / 100,
  runs: [...values],
});

/** A page's runs (at least one) as the median and spread of each figure. */
export function summarise(page: string, runs: readonly LighthouseRun[]): LighthouseScore {
  if (runs.length === 0) throw new Error(`lighthouse: ${page} has no runs`);
  const figures = Object.fromEntries(
    FIGURES.map((name) => [name, spreadOf(runs.map((run) => run[name]))]),
  ) as Record<Figure, Spread>;
  return { page, steady: figures.performance.spread <= LIGHTHOUSE_MAX_SPREAD, ...figures };
}

/**
 * benchmarkIndex → the CPU slowdown at which a machine of that speed is Lighthouse's mid-tier phone: the breakpoints
 * of Lighthouse's own calibration calculator (its docs/throttling.md, "Calibrating the CPU slowdown"). Its default
 * 4× assumes the high-end desktop at ~1533; on a machine half as fast the same 4× simulates a phone twice as slow.
 */
const SLOWDOWN_AT: readonly (readonly [benchmarkIndex: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/**
 * The CPU slowdown multiplier that makes a machine whose benchmarkIndex is `benchmarkIndex` simulate the same phone
 * as any other (issue 30: the same on every machine): linear between the calculator's breakpoints, on past the last
 * at its step (233 per 1×), and never below 1 (a machine slower than the phone is not sped up). Two decimals.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const [first, ...rest] = SLOWDOWN_AT;
  if (!first || benchmarkIndex <= first[0]) return 1;
  let previous = first;
  for (const point of rest) {
    if (benchmarkIndex <= point[0]) {
      const share = (benchmarkIndex - previous[0]) / (point[0] - previous[0]);
      return Math.round((previous[1] + share * (point[1] - previous[1])) * 100) / 100;
    }
    previous = point;
  }
  return Math.round((previous[1] + (benchmarkIndex - previous[0]) / 233) * 100) / 100;
}
