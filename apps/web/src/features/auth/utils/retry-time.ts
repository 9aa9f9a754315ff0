const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const MINUTE = 60_000;

/**
 * 'You can try again at 3:45 PM.': when a 429's `Retry-After` (seconds) ends, on the reader's clock, rounded up to the
 * minute so the time named is never before the limit ends.
 */
export function tryAgainAt(retryAfterSeconds: number, now = Date.now()): string {
  const at = Math.ceil((now + retryAfterSeconds * 1000) / MINUTE) * MINUTE;
  return `You can try again at ${timeFormat.format(new Date(at))}.`;
}
