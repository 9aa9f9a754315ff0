import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, startOfDay, startOfWeek } from 'date-fns';

// Times of bookings as people read and type them (issue 23): shown in the viewer's own zone, with the booking's time
// zone named beside when it differs (the recipient may be travelling, or a client far away); typed in the booking's
// zone, because that is where the appointment happens.

/** The zone this browser shows times in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formatOf = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);

/** A date with its time, in the viewer's zone: 'Dec 10, 2026, 5:00 PM' (due times, history). */
export const dateTime = (instant: string) =>
  formatOf({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

const clock = (instant: string, timeZone: string) =>
  formatOf({ hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));

const span = (start: string, end: string | null, timeZone: string) =>
  end ? `${clock(start, timeZone)} – ${clock(end, timeZone)}` : clock(start, timeZone);

export interface SessionWhen {
  /** 'Thu, Dec 10, 2026', the viewer's day. */
  date: string;
  /** '11:00 AM – 2:00 PM', the viewer's time. */
  time: string;
  /** '5:00 PM – 8:00 PM America/Chicago' when the booking's zone is another than the viewer's; else null. */
  there: string | null;
}

/** When a session is, for the viewer, and in the booking's zone when that is another. */
export function sessionWhen(
  start: string,
  end: string | null,
  bookingZone: string,
  viewerZone = viewerTimeZone(),
): SessionWhen {
  const date = formatOf({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: viewerZone,
  });
  return {
    date: date.format(new Date(start)),
    time: span(start, end, viewerZone),
    there: bookingZone === viewerZone ? null : `${span(start, end, bookingZone)} ${bookingZone}`,
  };
}

/** The parts of an instant's wall-clock reading in a zone, as numbers. */
function wallClock(instant: Date, timeZone: string) {
  const parts = formatOf({
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The day an instant falls on in a zone, as 'YYYY-MM-DD' (how sessions are grouped by day). */
export const dayKey = (instant: string | Date, timeZone = viewerTimeZone()) =>
  wallClock(new Date(instant), timeZone).date;

/** A day key as a heading: 'Thursday, December 10' (long) or 'Thu, Dec 10' (short). */
export const dayHeading = (key: string, style: 'long' | 'short' = 'long') =>
  formatOf({ weekday: style, month: style, day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T12:00:00Z`),
  );

/** A date input's and a time input's values ('2026-12-10', '17:00') for an instant, read in a zone. */
export const zonedInputs = (instant: string, timeZone: string) => wallClock(new Date(instant), timeZone);

/**
 * The instant (ISO-8601, UTC) of a date and a time typed as a wall clock in a zone: '2026-12-10' at '17:00' in
 * America/Chicago is 23:00 UTC. Undefined while either is not a whole value.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const hour = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !hour) return undefined;
  const [, y, m, d] = day.map(Number) as [number, number, number, number];
  const [, h, min] = hour.map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime()).toISOString();
}

/** The viewer's week (Monday to Sunday) holding `anchor`, `offset` weeks on: its first instant, the next week's, its days. */
export function weekOf(anchor: Date, offset = 0) {
  const start = startOfWeek(addWeeks(anchor, offset), { weekStartsOn: 1 });
  return {
    start,
    end: addWeeks(start, 1),
    days: Array.from({ length: 7 }, (_, day) => addDays(start, day)),
  };
}

/** 'Dec 7 – 13, 2026' (a week's dates as one range). */
export const weekLabel = (start: Date) =>
  formatOf({ month: 'short', day: 'numeric', year: 'numeric' }).formatRange(start, addDays(start, 6));

/** The viewer's midnight today (a stable bound for 'from today on' queries). */
export const startOfToday = () => startOfDay(new Date());
