import { describe, expect, it } from 'vitest';
import { readNotificationsConfig } from './config';

// Issue 24's two settings, parsed once at boot: a bad value stops the service with its name and what it takes.

const read = (env: Record<string, string>) =>
  readNotificationsConfig({ DATABASE_URL: 'postgres://x', INTERNAL_SECRET: 'x'.repeat(32), ...env });

describe('REMINDER_OFFSETS_HOURS and TOUCHUP_CHECK_DAYS', () => {
  it('default to 48 and 2 hours before a session, and 21 days after the last one', () => {
    const config = read({});
    expect(config.REMINDER_OFFSETS_HOURS).toEqual([48, 2]);
    expect(config.TOUCHUP_CHECK_DAYS).toBe(21);
  });

  it('take decimals, spaces and any order; each offset once, the earliest reminder first', () => {
    const config = read({ REMINDER_OFFSETS_HOURS: ' 0.5, 72 ,24,0.5', TOUCHUP_CHECK_DAYS: '0.0001' });
    expect(config.REMINDER_OFFSETS_HOURS).toEqual([72, 24, 0.5]);
    expect(config.TOUCHUP_CHECK_DAYS).toBe(0.0001);
  });

  it.each(['', '48,', 'two', '48;2', '0', '-2', '721', 'Infinity'])('refuse the offsets %j', (value) => {
    expect(() => read({ REMINDER_OFFSETS_HOURS: value })).toThrow(/REMINDER_OFFSETS_HOURS must be hours/);
  });

  it.each(['0', '-1', 'soon', '366'])('refuse the check-in days %j', (value) => {
    expect(() => read({ TOUCHUP_CHECK_DAYS: value })).toThrow(/TOUCHUP_CHECK_DAYS must be a number of days/);
  });
});
