import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId, useMemo } from 'react';
import { bookingsQueryOptions } from './booking-api';
import { dayHeading, startOfToday } from './booking-time';
import { LoadFailed, SessionsSkeleton } from './load-states';
import { type BookingOwner, byDay, type SessionEntry, sessionEntries } from './session-entries';
import { SessionEntryButton } from './session-entry-button';

const SCHEDULED = new Set(['scheduled'] as const);

interface SessionsViewProps {
  owner: BookingOwner;
  onOpen: (entry: SessionEntry, opener: HTMLElement) => void;
}

/** One day's sessions under its heading. */
export function DaySessions({
  day,
  entries,
  onOpen,
}: { day: string; entries: SessionEntry[] } & Pick<SessionsViewProps, 'onOpen'>) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="text-sm font-semibold text-ink">
        {dayHeading(day)}
      </h4>
      <ul className="grid gap-2 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={`${entry.booking.id}-${entry.session.n}`}>
            <SessionEntryButton entry={entry} onOpen={(_, event) => onOpen(entry, event.currentTarget)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The scheduled sessions from today on, grouped by the viewer's day (today's that already began stay, so they can be
 * marked done). The first page of the list: a week far ahead is the week view's.
 */
export function UpcomingSessions({ owner, onOpen }: SessionsViewProps) {
  // Midnight, not now: the query's key stays the same all day.
  const from = useMemo(startOfToday, []);
  const query = useQuery(bookingsQueryOptions({ from: from.toISOString() }));
  if (query.isPending) return <SessionsSkeleton />;
  if (query.isError)
    return <LoadFailed what="your bookings" retry={query.refetch} isRetrying={query.isFetching} />;

  const days = byDay(sessionEntries(query.data.bookings, { owner, from, statuses: SCHEDULED }));
  if (days.size === 0) {
    return (
      <p className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line p-8 text-center text-sm text-muted">
        <CalendarDays aria-hidden="true" className="size-6" />
        No upcoming sessions yet. When a client accepts your offer, the appointment shows here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {[...days].map(([day, entries]) => (
        <DaySessions key={day} day={day} entries={entries} onOpen={onOpen} />
      ))}
      {query.data.nextCursor ? (
        <p className="text-sm text-muted">These are your next 100 bookings; the week view shows any week.</p>
      ) : null}
    </div>
  );
}
