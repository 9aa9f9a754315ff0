import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, type LighthouseRun, summarise } from './lighthouse-runs';

const run = (performance: number, tbt: number, benchmarkIndex = 1500): LighthouseRun => ({
  performance,
  accessibility: 100,
  fcp: 900,
  lcp: 2000,
  tbt,
  scripts: 4,
  scriptBytes: 100_000,
  benchmarkIndex,
  cpuSlowdown: 4,
});

describe('summarise (the bench Lighthouse section’s spread check)', () => {
  it('reports each figure’s median, its spread and the runs in order', () => {
    const score = summarise('/dashboard', [
      run(91, 120, 1400),
      run(88, 200),
      run(93, 90, 1600),
      run(90, 150),
      run(92, 100),
    ]);
    expect(score.performance).toEqual({ median: 91, spread: 5, runs: [91, 88, 93, 90, 92] });
    expect(score.tbt).toEqual({ median: 120, spread: 110, runs: [120, 200, 90, 150, 100] });
    expect(score.benchmarkIndex).toMatchObject({ median: 1500, spread: 200 });
    expect(score.steady).toBe(true);
  });

  it('is steady at a spread of exactly 10 points and not at 11', () => {
    expect(summarise('/', [run(80, 0), run(90, 0), run(85, 0)]).steady).toBe(true);
    expect(summarise('/', [run(79, 0), run(90, 0), run(85, 0)]).steady).toBe(false);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(summarise('/', [run(70, 0), run(90, 0), run(80, 0), run(60, 0)]).performance.median).toBe(75);
    expect(summarise('/', [run(70, 0), run(71, 0)]).performance.median).toBe(70.5);
  });

  it('refuses a page without runs', () => {
    expect(() => summarise('/', [])).toThrow('has no runs');
  });
});

describe('cpuSlowdownFor (the same simulated phone on every machine)', () => {
  it.each([
    [100, 1],
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
    [2466, 8],
  ])('benchmarkIndex %i slows the CPU %f×', (benchmarkIndex, slowdown) => {
    expect(cpuSlowdownFor(benchmarkIndex)).toBe(slowdown);
  });

  it('rises with the machine’s speed', () => {
    const slowdowns = [200, 700, 1200, 1400, 1700, 2600].map(cpuSlowdownFor);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
    expect(new Set(slowdowns).size).toBe(slowdowns.length);
  });
});
