import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { besideSection, type Headline, readPreviousHeadline, writeHeadline } from './headline';

const run = (date: string, gatewayRatio: number, tbt: number, performance: number | null): Headline => ({
  date,
  cores: 2,
  gatewayRatio,
  inboxP95: { "the artist's inbox": 28.6 },
  pages: { '/dashboard': { performance, lcp: 3300, tbt, benchmarkIndex: 2700 } },
});

describe('the headline figures kept from one whole bench run to the next', () => {
  it('shows each figure of this run beside the previous one', () => {
    const table = besideSection(run('2026-11-23', 0.694, 787, 68), run('2026-12-03', 0.961, 455, 77));
    expect(table).toContain('## Beside the previous whole run (2026-11-23, 2 cores)');
    expect(table).toContain('| gateway ÷ bare proxy (≥ 0.95×) | 0.694× | 0.961× |');
    expect(table).toContain('| /dashboard | 68 → 77 | 3300 ms → 3300 ms | 787 ms → 455 ms | 2700 → 2700 |');
    expect(table).toContain("| the artist's inbox, first page p95 (< 50 ms) | 28.6 ms | 28.6 ms |");
  });

  it('marks a performance median whose runs spread past the limit', () => {
    const unsteady = run('2026-12-03', 0.961, 455, 89);
    unsteady.pages['/dashboard'] = {
      performance: 89,
      unsteady: true,
      lcp: 3300,
      tbt: 455,
      benchmarkIndex: 2700,
    };
    expect(besideSection(run('2026-11-23', 0.694, 787, 68), unsteady)).toContain(
      '| /dashboard | 68 → 89 (unsteady) |',
    );
  });

  it('puts a dash where a run has no figure: the first run, a new page, an unsteady score', () => {
    const first = besideSection(undefined, run('2026-12-03', 0.961, 455, null));
    expect(first).toContain('(none recorded)');
    expect(first).toContain('| /dashboard | — → — | — → 3300 ms |');
    const previous = { ...run('2026-11-23', 0.694, 787, 68), pages: {} };
    expect(besideSection(previous, run('2026-12-03', 0.961, 455, 77))).toContain(
      '| /dashboard | — → 77 | — → 3300 ms | — → 455 ms | — → 2700 |',
    );
  });

  it('reads back what it wrote, and nothing from a file it did not write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headline-'));
    const file = join(dir, 'headline.json');
    expect(readPreviousHeadline(file)).toBeUndefined();
    const written = run('2026-12-03', 0.961, 455, 77);
    writeHeadline(written, file);
    expect(readPreviousHeadline(file)).toEqual(written);
    writeFileSync(file, JSON.stringify({ date: '2026-12-03' }));
    expect(readPreviousHeadline(file)).toBeUndefined();
  });
});
