import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-07-17T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeTime', () => {
  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59_999), now)).toBe('just now'); // under a minute
    expect(relativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN + 30_000), now)).toBe('5 minutes ago'); // 5.5 min floors to 5
    expect(relativeTime(ago(60 * MIN - 1), now)).toBe('59 minutes ago');
  });
  it('counts hours under a day', () => {
    expect(relativeTime(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(relativeTime(ago(150 * MIN), now)).toBe('2 hours ago'); // 2.5 h floors to 2
    expect(relativeTime(ago(24 * 60 * MIN - 1), now)).toBe('23 hours ago');
  });
  it('counts days from 24 hours on', () => {
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(relativeTime(ago(47 * 60 * MIN), now)).toBe('1 day ago'); // 47 h = 1.96 days floors to 1
    expect(relativeTime(ago(48 * 60 * MIN), now)).toBe('2 days ago');
    expect(relativeTime(ago(30 * 24 * 60 * MIN), now)).toBe('30 days ago');
  });
  it('accepts ISO strings and treats future times as now', () => {
    expect(relativeTime('2025-07-17T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2025-07-17T12:05:00.000Z', now)).toBe('just now');
  });
});
