import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The figures issue 30 holds a whole run to, kept from one whole run to the next so each report shows them beside the
 * previous run's (docs/performance-headline.json, written by `npm run bench` beside docs/performance.md).
 */
const headlineSchema = z.object({
  date: z.string(),
  cores: z.number(),
  /** Through the gateway ÷ bare @fastify/http-proxy, `GET /api/auth/me` at 50 connections. */
  gatewayRatio: z.number(),
  /** Each inbox's first page at the inquiries section's connections: exact p95, ms. */
  inboxP95: z.record(z.string(), z.number()),
  /** Each audited page: medians of its Lighthouse runs; null where a run did not measure it. */
  pages: z.record(
    z.string(),
    z.object({
      performance: z.number().nullable(),
      /** Its performance runs spread past the limit, so the section failed on it: the median is shown, marked. */
      unsteady: z.boolean().optional(),
      lcp: z.number().nullable(),
      tbt: z.number().nullable(),
      benchmarkIndex: z.number().nullable(),
    }),
  ),
});
export type Headline = z.infer<typeof headlineSchema>;

const HEADLINE_FILE = 'docs/performance-headline.json';

/** The previous whole run's figures, or undefined before the first (or if the file is not one this bench wrote). */
export function readPreviousHeadline(file = HEADLINE_FILE): Headline | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = headlineSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

export function writeHeadline(headline: Headline, file = HEADLINE_FILE) {
  writeFileSync(file, `${JSON.stringify(headline, null, 2)}\n`);
}

const shown = (value: number | null | undefined, unit = '') => (value == null ? '—' : `${value}${unit}`);
const beside = (before: number | null | undefined, now: number | null, unit = '') =>
  `${shown(before, unit)} | ${shown(now, unit)}`;
const arrow = (before: number | null | undefined, now: number | null, unit = '') =>
  `${shown(before, unit)} → ${shown(now, unit)}`;

/** Tables of this run's headline figures beside the previous run's (a dash where either has none). */
export function besideSection(previous: Headline | undefined, current: Headline): string {
  const since = previous ? `${previous.date}, ${previous.cores} cores` : 'none recorded';
  const figures = [
    `| gateway ÷ bare proxy (≥ 0.95×) | ${beside(previous?.gatewayRatio, current.gatewayRatio, '×')} |`,
    ...Object.entries(current.inboxP95).map(
      ([inbox, p95]) =>
        `| ${inbox}, first page p95 (< 50 ms) | ${beside(previous?.inboxP95[inbox], p95, ' ms')} |`,
    ),
  ];
  const pages = Object.entries(current.pages).map(([page, now]) => {
    const before = previous?.pages[page];
    const performance = arrow(before?.performance, now.performance) + (now.unsteady ? ' (unsteady)' : '');
    return `| ${page} | ${performance} | ${arrow(before?.lcp, now.lcp, ' ms')} | ${arrow(before?.tbt, now.tbt, ' ms')} | ${arrow(before?.benchmarkIndex, now.benchmarkIndex)} |`;
  });
  return `## Beside the previous whole run (${since})

| figure (target) | previous | this run |
|---|---|---|
${figures.join('\n')}

| page (Lighthouse medians, previous → this run) | performance | LCP | TBT | benchmarkIndex |
|---|---|---|---|---|
${pages.join('\n')}

Each run's figures are its own machine's: read a page's figures beside its benchmarkIndex (higher is faster), and
the gateway's as a ratio to the library in the same run. A dash: not measured in that run; unsteady: the runs of
this one spread more than the limit, which fails the Lighthouse section. What single sections measured between
whole runs is in [performance-log.md](performance-log.md).
`;
}
