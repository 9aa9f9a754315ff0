/**
 * How old an inquiry or claim is, in the spec's words (§9): 'N minutes ago', 'N hours ago', '1 day ago',
 * 'N days ago'. Counts are whole units, rounded down. Under a minute (including a time slightly in the future,
 * from clock skew between the server and the browser) reads 'just now': '0 minutes ago' is not how a person says it. `now` is a parameter so the
 * rule is testable.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function relativeTime(when: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(when).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
