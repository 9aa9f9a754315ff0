import { describe, expect, it } from 'vitest';
import { dayKey, sessionWhen, weekOf, zonedInputs, zonedInstant } from './booking-time';

describe('booking times', () => {
  it('reads a date and a time typed in a zone as the instant they name, across daylight saving', () => {
    expect(zonedInstant('2026-12-10', '17:00', 'America/Chicago')).toBe('2026-12-10T23:00:00.000Z');
    expect(zonedInstant('2026-07-10', '17:00', 'America/Chicago')).toBe('2026-07-10T22:00:00.000Z');
    expect(zonedInstant('2026-07-10', '', 'America/Chicago')).toBeUndefined();
    expect(zonedInputs('2026-12-10T23:00:00.000Z', 'America/Chicago')).toEqual({
      date: '2026-12-10',
      time: '17:00',
    });
  });

  it("names the booking's zone only when the viewer is in another", () => {
    const start = '2026-12-10T23:00:00.000Z';
    const end = '2026-12-11T02:00:00.000Z';
    expect(sessionWhen(start, end, 'America/Chicago', 'America/Chicago')).toEqual({
      date: 'Thu, Dec 10, 2026',
      time: '5:00 PM – 8:00 PM',
      there: null,
    });
    expect(sessionWhen(start, end, 'America/Chicago', 'Europe/Berlin')).toEqual({
      date: 'Fri, Dec 11, 2026',
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
