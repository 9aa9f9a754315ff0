import { describe, expect, it } from 'vitest';
import { dayKey, sessionWhen, weekOf, zonedInputs, zonedInstant, zonedText } from './booking-time';

describe('booking times', () => {
  it("makes a date and a time on a zone's clocks the instant they name there, across daylight saving", () => {
    expect(zonedInstant('2030-01-15', '10:00', 'America/New_York')).toBe('2030-01-15T15:00:00.000Z');
    expect(zonedInstant('2030-07-15', '10:00', 'America/New_York')).toBe('2030-07-15T14:00:00.000Z');
    expect(zonedInstant('2030-07-15', '10:00', 'Asia/Kolkata')).toBe('2030-07-15T04:30:00.000Z');
    // 2:30 does not exist on March 10, 2030 in New York (clocks jump from 2:00 to 3:00): it moves forward.
    expect(zonedInstant('2030-03-10', '02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z');
    expect(zonedInstant('2030-07-15', '', 'America/New_York')).toBe('');
    expect(zonedInstant('', '10:00', 'America/New_York')).toBe('');
  });

  it("reads an instant back as a zone's date and time inputs, and its day there", () => {
    expect(zonedInputs('2026-12-10T23:00:00.000Z', 'America/Chicago')).toEqual({
      date: '2026-12-10',
      time: '17:00',
    });
    const now = new Date('2030-07-15T02:00:00.000Z');
    expect(dayKey(now, 'America/Los_Angeles')).toBe('2030-07-14');
    expect(dayKey(now, 'Europe/Berlin')).toBe('2030-07-15');
  });

  it("writes the reader's time, then the artist's clock in their named zone", () => {
    expect(zonedText('2026-12-10T16:00:00.000Z', 'Europe/Berlin', 'America/New_York')).toBe(
      'Thu, Dec 10, 11:00 AM (5:00 PM in Europe/Berlin)',
    );
  });

  it("names the artist's day too when it is another day there", () => {
    expect(zonedText('2026-12-10T23:30:00.000Z', 'Europe/Berlin', 'America/Los_Angeles')).toBe(
      'Thu, Dec 10, 3:30 PM (Fri, Dec 11, 12:30 AM in Europe/Berlin)',
    );
  });

  it('names no second zone when both clocks read the same', () => {
    const instant = '2026-12-10T16:00:00.000Z';
    expect(zonedText(instant, 'Europe/Berlin', 'Europe/Berlin')).toBe('Thu, Dec 10, 5:00 PM');
    expect(zonedText(instant, 'Europe/Berlin', 'Europe/Paris')).toBe('Thu, Dec 10, 5:00 PM');
    expect(zonedText(instant, 'UTC', 'Etc/UTC')).toBe('Thu, Dec 10, 4:00 PM');
  });

  it("names the booking's zone beside a session only when the viewer's clock reads otherwise", () => {
    const start = '2026-12-10T23:00:00.000Z';
    const end = '2026-12-11T02:00:00.000Z';
    expect(sessionWhen(start, end, 'America/Chicago', 'America/Chicago')).toEqual({
      date: 'Thu, Dec 10',
      time: '5:00 PM – 8:00 PM',
      there: null,
    });
    expect(sessionWhen(start, end, 'America/Chicago', 'Europe/Berlin')).toEqual({
      date: 'Fri, Dec 11',
      time: '12:00 AM – 3:00 AM',
      there: '5:00 PM – 8:00 PM America/Chicago',
    });
    expect(dayKey(start, 'Europe/Berlin')).toBe('2026-12-11');
  });

  it('makes a week Monday to Sunday', () => {
    const week = weekOf(new Date(2026, 11, 10, 12), 1);
    expect(week.start).toEqual(new Date(2026, 11, 14));
    expect(week.end).toEqual(new Date(2026, 11, 21));
    expect(week.days).toHaveLength(7);
  });
});
