import { isIanaTimeZone } from '@inkbook/contracts/booking-rules';

// Times in booking emails, as the booking's (or the offer's) time zone reads them, the zone named: the email is
// read anywhere, the appointment happens there. Intl only, written out by hand so the text is the same in every
// runtime ('Thu 10 Dec, 5:00 PM', whatever the locale data's own punctuation).

/** A zone the runtime knows; an unknown one would throw in Intl and stop the consumer, so it reads as UTC. */
const known = (timeZone: string) => (isIanaTimeZone(timeZone) ? timeZone : 'UTC');

function partsOf(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: known(timeZone), ...options });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return parts;
}

const clock = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const timeOf = (p: ReturnType<typeof partsOf>) => `${p.hour}:${p.minute} ${p.dayPeriod}`;

/** 'Thu 10 Dec, 5:00 PM' in `timeZone`. */
export function dayAndTime(iso: string, timeZone: string): string {
  const p = partsOf(iso, timeZone, { weekday: 'short', day: 'numeric', month: 'short', ...clock });
  return `${p.weekday} ${p.day} ${p.month}, ${timeOf(p)}`;
}

/** The zone's name at that moment ('Central Standard Time', 'Coordinated Universal Time'). */
const zoneName = (iso: string, timeZone: string) =>
  partsOf(iso, timeZone, { timeZoneName: 'long' }).timeZoneName ?? known(timeZone);

/** 'Thu 10 Dec, 5:00 PM (Central Standard Time)'. */
export const namedTime = (iso: string, timeZone: string) =>
  `${dayAndTime(iso, timeZone)} (${zoneName(iso, timeZone)})`;

/** 'Thu 10 Dec, 5:00 PM–8:00 PM (Central Standard Time)'; an end on another day is written out in full. */
export function namedSpan(start: string, end: string, timeZone: string): string {
  const first = dayAndTime(start, timeZone);
  const last = dayAndTime(end, timeZone);
  const sameDay = first.split(', ')[0] === last.split(', ')[0];
  const until = sameDay ? timeOf(partsOf(end, timeZone, clock)) : last;
  return `${first}–${until} (${zoneName(start, timeZone)})`;
}
