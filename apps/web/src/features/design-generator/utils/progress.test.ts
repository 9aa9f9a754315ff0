import { describe, expect, it } from 'vitest';
import { nextProgress, PROGRESS_CAP, PROGRESS_STEP_MAX } from './progress';

describe('nextProgress (spec §9 generator progress)', () => {
  it('adds between 1 and 15 points a tick', () => {
    expect(nextProgress(0, 0)).toBe(1);
    expect(nextProgress(0, 0.5)).toBe(8);
    expect(nextProgress(0, 0.9999)).toBe(PROGRESS_STEP_MAX);
  });

  it('never passes 90 however long the answer takes', () => {
    let progress = 0;
    for (let tick = 0; tick < 50; tick += 1) progress = nextProgress(progress, 0.9999);
    expect(progress).toBe(PROGRESS_CAP);
    expect(nextProgress(85, 0.9999)).toBe(90);
    expect(nextProgress(PROGRESS_CAP, 0.5)).toBe(PROGRESS_CAP);
  });
});
