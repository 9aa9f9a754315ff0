import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { bookingsQueryOptions } from './booking-api';
import { dayHeading, dayKey, weekLabel, weekOf } from './booking-time';
import { LoadFailed, SessionsSkeleton } from './load-states';
import { type BookingOwner, byDay, type SessionEntry, sessionEntries } from './session-entries';
import { SessionEntryButton } from './session-entry-button';

/** A week shows what happened in it too: sessions done or missed, not only those to come. */
const SHOWN = new Set(['scheduled', 'done', 'no_show'] as const);
/** The most bookings one week can hold, in one request. */
const WEEK_LIMIT = 500;

interface WeekSessionsProps {
  owner: BookingOwner;
  onOpen: (entry: SessionEntry, opener: HTMLElement) => void;
}

/**
 * A week of sessions, Monday to Sunday in the viewer's time: seven columns on a wide screen, a day-by-day list on a
 * phone; previous and next week.
 */
export function WeekSessions({ owner, onOpen }: WeekSessionsProps) {
  const [offset, setOffset] = useState(0);
  const today = useMemo(() => new Date(), []);
  const week = weekOf(today, offset);
  const query = useQuery(
    bookingsQueryOptions({ from: week.start.toISOString(), to: week.end.toISOString(), limit: WEEK_LIMIT }),
  );
  const labelId = useId();
  const todayKey = dayKey(today);

  let body: ReactNode;
  if (query.isPending) body = <SessionsSkeleton />;
  else if (query.isError)
    body = <LoadFailed what="your bookings" retry={query.refetch} isRetrying={query.isFetching} />;
  else {
    const days = byDay(
      sessionEntries(query.data.bookings, { owner, from: week.start, to: week.end, statuses: SHOWN }),
    );
    body = (
      <ol aria-labelledby={labelId} className="grid gap-3 lg:grid-cols-7 lg:gap-2">
        {week.days.map((date) => {
          const key = dayKey(date);
          const entries = days.get(key) ?? [];
          return (
            <li
              key={key}
              aria-label={dayHeading(key)}
              className={cn(
                'flex flex-col gap-2 rounded-xl border border-line bg-paper-deep/40 p-2 lg:min-h-40',
                key === todayKey && 'border-ink/40',
              )}
            >
              <span className="text-sm font-semibold text-ink">
                {dayHeading(key, 'short')}
                {key === todayKey ? <span className="ml-1 font-normal text-muted">(today)</span> : null}
              </span>
              {entries.length === 0 ? (
                <span className="text-xs text-muted">No sessions</span>
              ) : (
                <ul className="flex flex-col gap-2">
                  {entries.map((entry) => (
                    <li key={`${entry.booking.id}-${entry.session.n}`}>
                      <SessionEntryButton
                        entry={entry}
                        onOpen={(_, event) => onOpen(entry, event.currentTarget)}
                        className="p-2 text-xs"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} aria-live="polite" className="font-medium text-ink">
          {weekLabel(week.start)}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setOffset((n) => n - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous<span className="sr-only"> week</span>
          </Button>
          {offset === 0 ? null : (
            <Button variant="ghost" size="sm" onClick={() => setOffset(0)}>
              This week
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setOffset((n) => n + 1)}>
            Next<span className="sr-only"> week</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}
