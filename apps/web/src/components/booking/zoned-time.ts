import { TZDate } from '@date-fns/tz';

// Offers are picked in the artist's (or the studio's) time zone, whatever the zone of the browser they are picked
// in, and read in the reader's own zone with the artist's named: an instant crosses the wire, never a wall clock.

/** The browser's IANA zone: whose clock the reader reads. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant (ISO-8601, UTC) that a date input's `YYYY-MM-DD` and a time input's `HH:mm` name on the wall clocks of
 * `timeZone`; '' while either is missing. A time a clock skips (the spring-forward hour) moves forward with it.
 */
export function instantIn(date: string, time: string, timeZone: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return '';
  const [, year, month, dayOfMonth] = day.map(Number) as [number, number, number, number];
  const [, hours, minutes] = clock.map(Number) as [number, number, number];
  const zoned = new TZDate(year, month - 1, dayOfMonth, hours, minutes, 0, 0, timeZone);
  return new Date(zoned.getTime()).toISOString();
}

/** Today's date (`YYYY-MM-DD`) on the clocks of `timeZone`: the earliest a date input there may offer. */
export function todayIn(timeZone: string, now = new Date()): string {
  const zoned = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone and shape: creating one is costly, and a list formats many times. */
function formatter(timeZone: string, withDay: boolean) {
  const key = `${timeZone} ${withDay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...(withDay && { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(key, format);
  }
  return format;
}

/** 'Tue, Mar 3, 2026, 10:00 AM' on the clocks of `timeZone`. */
export const dateTimeIn = (instant: string, timeZone: string) =>
  formatter(timeZone, true).format(new Date(instant));

/** '1:00 PM' on the clocks of `timeZone`. */
export const timeIn = (instant: string, timeZone: string) =>
  formatter(timeZone, false).format(new Date(instant));

/**
 * An instant as its reader reads it: in the reader's zone, followed by the wall clock of the zone it was offered in
 * when that is another ('Tue, Mar 3, 2026, 4:00 PM (10:00 AM America/New_York)').
 */
export function zonedText(instant: string, offeredIn: string, viewer = viewerTimeZone()): string {
  const mine = dateTimeIn(instant, viewer);
  return sameClock(offeredIn, viewer, instant)
    ? mine
    : `${mine} (${timeIn(instant, offeredIn)} ${offeredIn})`;
}

/** Two zones read the same at this instant (e.g. 'UTC' and 'Etc/UTC'): naming the other would say nothing. */
const sameClock = (a: string, b: string, instant: string) =>
  a === b || dateTimeIn(instant, a) === dateTimeIn(instant, b);
