import { describe, expect, it } from 'vitest';
import { instantIn, todayIn, zonedText } from './zoned-time';

describe('zoned time', () => {
  it("makes a date and a time on a zone's clocks the instant they name there, across daylight saving", () => {
    expect(instantIn('2030-01-15', '10:00', 'America/New_York')).toBe('2030-01-15T15:00:00.000Z');
    expect(instantIn('2030-07-15', '10:00', 'America/New_York')).toBe('2030-07-15T14:00:00.000Z');
    expect(instantIn('2030-07-15', '10:00', 'Asia/Kolkata')).toBe('2030-07-15T04:30:00.000Z');
    // 2:30 does not exist on March 10, 2030 in New York (clocks jump from 2:00 to 3:00): it moves forward.
    expect(instantIn('2030-03-10', '02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    expect(instantIn('2030-07-15', '', 'America/New_York')).toBe('');
    expect(instantIn('', '10:00', 'America/New_York')).toBe('');
  });

  it("gives today's date on a zone's clocks", () => {
    const now = new Date('2030-07-15T02:00:00.000Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2030-07-14');
    expect(todayIn('Europe/Berlin', now)).toBe('2030-07-15');
  });

  it("reads an instant in the reader's zone, naming the offering zone's clock only when it reads otherwise", () => {
    const instant = '2030-03-04T15:00:00.000Z';
    expect(zonedText(instant, 'America/New_York', 'Europe/Berlin')).toBe(
      'Mon, Mar 4, 2030, 4:00 PM (10:00 AM America/New_York)',
    );
    expect(zonedText(instant, 'America/New_York', 'America/New_York')).toBe('Mon, Mar 4, 2030, 10:00 AM');
    expect(zonedText(instant, 'UTC', 'Etc/UTC')).toBe('Mon, Mar 4, 2030, 3:00 PM');
  });
});
