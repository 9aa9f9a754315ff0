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

/** The median of `values` (the mean of the middle two for an even count), rounded. */
function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(middle ?? 0);
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
];

/** A page's runs (at least one) as the median and spread of each figure. */
export function summarise(page: string, runs: readonly LighthouseRun[]): LighthouseScore {
  if (runs.length === 0) throw new Error(`lighthouse: ${page} has no runs`);
  const figures = Object.fromEntries(
    FIGURES.map((name) => {
      const values = runs.map((run) => run[name]);
      return [
        name,
        { median: median(values), spread: Math.max(...values) - Math.min(...values), runs: values },
      ];
    }),
  ) as Record<Figure, Spread>;
  return { page, steady: figures.performance.spread <= LIGHTHOUSE_MAX_SPREAD, ...figures };
}
