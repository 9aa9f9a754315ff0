import { describe, expect, it } from 'vitest';
import { timeText } from './client-time';

describe('timeText', () => {
  it("writes the client's time, then the artist's clock in their named zone", () => {
    expect(timeText('2026-12-10T16:00:00.000Z', 'Europe/Berlin', 'America/New_York')).toBe(
      'Thu, Dec 10, 11:00 AM (5:00 PM in Europe/Berlin)',
    );
  });

  it("names the artist's day too when it is another day there", () => {
    expect(timeText('2026-12-10T23:30:00.000Z', 'Europe/Berlin', 'America/Los_Angeles')).toBe(
      'Thu, Dec 10, 3:30 PM (Fri, Dec 11, 12:30 AM in Europe/Berlin)',
    );
  });

  it('names no second zone when both clocks read the same', () => {
    expect(timeText('2026-12-10T16:00:00.000Z', 'Europe/Berlin', 'Europe/Berlin')).toBe(
      'Thu, Dec 10, 5:00 PM',
    );
    expect(timeText('2026-12-10T16:00:00.000Z', 'Europe/Berlin', 'Europe/Paris')).toBe(
      'Thu, Dec 10, 5:00 PM',
    );
  });
});
