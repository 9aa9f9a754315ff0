import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([0, 7, 42, 999, 1000, 12480, 100000, 1234567, 5000000000, -1234, -12, 1234.5])(
    'writes %d as Intl.NumberFormat en-US does',
    (value) => {
      expect(formatCount(value)).toBe(
        new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 }).format(value),
      );
    },
  );
});
