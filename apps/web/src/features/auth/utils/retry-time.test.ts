import { expect, test } from 'vitest';
import { tryAgainAt } from './retry-time';

test('names the minute the limit ends, rounded up so it is never too early', () => {
  const now = new Date(2026, 10, 26, 15, 44, 30).getTime();
  expect(tryAgainAt(20, now)).toBe('You can try again at 3:45 PM.');
  expect(tryAgainAt(30, now)).toBe('You can try again at 3:45 PM.');
  expect(tryAgainAt(31, now)).toBe('You can try again at 3:46 PM.');
});
