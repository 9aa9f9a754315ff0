// How the client's booking screens write a time (issue 23 item 11): in the client's own time zone, with the artist's
// zone named beside it when the clock there reads differently: 'Thu, Dec 10, 11:00 AM (5:00 PM in Europe/Berlin)'.
// Formatters are made per call, not once per module: the viewer's zone is read when the time is shown.

/** The zone this browser shows times in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(at);

const clockOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);

/** 'Thu, Dec 10' in the viewer's zone. */
export const dayText = (iso: string, viewer = viewerTimeZone()) => dayOf(new Date(iso), viewer);

/**
 * 'Thu, Dec 10, 11:00 AM' in the viewer's zone, then the same moment in `artistZone` when its clock reads otherwise:
 * its time alone on the same day ('(5:00 PM in Europe/Berlin)'), its day too when the day differs there.
 */
export function timeText(iso: string, artistZone: string, viewer = viewerTimeZone()): string {
  const at = new Date(iso);
  const day = dayOf(at, viewer);
  const local = `${day}, ${clockOf(at, viewer)}`;
  const theirDay = dayOf(at, artistZone);
  const theirs = theirDay === day ? clockOf(at, artistZone) : `${theirDay}, ${clockOf(at, artistZone)}`;
  return theirs === clockOf(at, viewer) ? local : `${local} (${theirs} in ${artistZone})`;
}

/** 'Thu, Dec 10, 11:00 AM' in the viewer's zone alone (a deadline, a history entry). */
export const localTimeText = (iso: string) => {
  const viewer = viewerTimeZone();
  return timeText(iso, viewer, viewer);
};
