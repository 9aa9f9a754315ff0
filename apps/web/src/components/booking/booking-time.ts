import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, format, startOfDay, startOfWeek } from 'date-fns';

// Times of offers and bookings as people read and type them (issue 23): read in the reader's own zone, with the
// artist's (or the studio's) zone named beside when its clock reads otherwise (the recipient may be travelling, the
// client far away); typed on the clocks of that zone, because that is where the appointment happens. An instant
// crosses the wire, never a wall clock.

/** The zone this browser shows times in (read when a time is shown: a test or a traveller may change it). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const shapes = {
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  clock: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per shape and zone: creating one is costly, and a list formats many times. */
function formatter(shape: keyof typeof shapes, timeZone: string) {
  const key = `${shape} ${timeZone}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...shapes[shape], timeZone });
    formats.set(key, made);
  }
  return made;
}

/** 'Thu, Dec 10': the day an instant falls on, on the clocks of `timeZone` (the viewer's unless told). */
export const dayIn = (instant: string, timeZone = viewerTimeZone()) =>
  formatter('day', timeZone).format(new Date(instant));

/** '5:00 PM' on the clocks of `timeZone` (the viewer's unless told). */
export const clockIn = (instant: string, timeZone = viewerTimeZone()) =>
  formatter('clock', timeZone).format(new Date(instant));

/** 'Thu, Dec 10, 5:00 PM' on the clocks of `timeZone` (the viewer's unless told): a deadline, a history entry. */
export const dateTimeIn = (instant: string, timeZone = viewerTimeZone()) =>
  `${dayIn(instant, timeZone)}, ${clockIn(instant, timeZone)}`;

/**
 * An instant as its reader reads it: in the reader's zone, then the same moment on the clocks of `timeZone` (the
 * artist's) when they read otherwise: its time alone on the same day ('Thu, Dec 10, 11:00 AM (5:00 PM in
 * Europe/Berlin)'), its day too when it is another day there. Zones that read alike ('UTC', 'Etc/UTC') name nothing.
 */
export function zonedText(instant: string, timeZone: string, viewer = viewerTimeZone()): string {
  const mine = dateTimeIn(instant, viewer);
  const day = dayIn(instant, timeZone);
  const theirs = day === dayIn(instant, viewer) ? clockIn(instant, timeZone) : dateTimeIn(instant, timeZone);
  return mine === dateTimeIn(instant, timeZone) ? mine : `${mine} (${theirs} in ${timeZone})`;
}

const span = (start: string, end: string | null, timeZone: string) =>
  end ? `${clockIn(start, timeZone)} – ${clockIn(end, timeZone)}` : clockIn(start, timeZone);

export interface SessionWhen {
  /** 'Thu, Dec 10', the viewer's day. */
  date: string;
  /** '11:00 AM – 2:00 PM', the viewer's time. */
  time: string;
  /** '5:00 PM – 8:00 PM America/Chicago' when the booking's zone reads otherwise than the viewer's; else null. */
  there: string | null;
}

/** When a session is, for the viewer, and in the booking's zone when that reads otherwise. */
export function sessionWhen(
  start: string,
  end: string | null,
  bookingZone: string,
  viewerZone = viewerTimeZone(),
): SessionWhen {
  const date = dayIn(start, viewerZone);
  const time = span(start, end, viewerZone);
  const there = span(start, end, bookingZone);
  const alike = there === time && dayIn(start, bookingZone) === date;
  return { date, time, there: alike ? null : `${there} ${bookingZone}` };
}

/** A date input's and a time input's values ('2026-12-10', '17:00') for an instant, read on the clocks of a zone. */
export function zonedInputs(instant: string | Date, timeZone: string) {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/**
 * The day an instant falls on in a zone, as a date input's 'YYYY-MM-DD': how sessions are grouped by day; today's
 * is the earliest date an offer's times may take.
 */
export const dayKey = (instant: string | Date, timeZone = viewerTimeZone()) =>
  zonedInputs(instant, timeZone).date;

/**
 * The instant (ISO-8601, UTC) a date input's `YYYY-MM-DD` and a time input's `HH:mm` name on the wall clocks of
 * `timeZone`: '2026-12-10' at '17:00' in America/Chicago is 23:00 UTC. '' while either is missing. A time the clocks
 * skip (the spring-forward hour) moves forward with them.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return '';
  const [, year, month, dayOfMonth] = day.map(Number) as [number, number, number, number];
  const [, hours, minutes] = clock.map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, dayOfMonth, hours, minutes, timeZone).getTime()).toISOString();
}

/** A day key as a heading: 'Thursday, December 10' (long) or 'Thu, Dec 10' (short). */
export const dayHeading = (key: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat('en-US', { weekday: style, month: style, day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T12:00:00Z`),
  );

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
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    start,
    addDays(start, 6),
  );

/** The viewer's midnight today (a stable bound for 'from today on' queries). */
export const startOfToday = () => startOfDay(new Date());
