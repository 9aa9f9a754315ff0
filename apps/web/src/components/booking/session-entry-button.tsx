import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { bookingStatusLabels, sessionStatusLabels } from './booking-labels';
import { consentStanding, consentStandingText } from './consent-standing';
import type { SessionEntry } from './session-entries';
import { SessionTime } from './session-time';

interface SessionEntryButtonProps {
  entry: SessionEntry;
  onOpen: (entry: SessionEntry, event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
}

/**
 * One session in a day's list: its time, the client and their idea, and what still stands out (a deposit not yet
 * in, a consent form overdue, a session done). Opens the booking.
 */
export function SessionEntryButton({ entry, onOpen, className }: SessionEntryButtonProps) {
  const { booking, session } = entry;
  const of = booking.sessions.length;
  const consent = consentStanding(booking, Date.now());
  const note =
    session.status !== 'scheduled'
      ? sessionStatusLabels[session.status]
      : booking.status === 'awaiting_deposit'
        ? bookingStatusLabels.awaiting_deposit
        : consent.kind === 'overdue'
          ? consentStandingText(consent)
          : null;
  return (
    <button
      type="button"
      onClick={(event) => onOpen(entry, event)}
      className={cn(
        'flex w-full flex-col items-start gap-1 rounded-xl border border-line bg-white p-3 text-left text-sm transition-colors',
        'hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <SessionTime start={session.start} end={session.end} timeZone={booking.timeZone} timeOnly />
      <span className="font-medium text-ink">{booking.clientName}</span>
      <span className="line-clamp-2 text-muted">{booking.concept}</span>
      {of > 1 ? (
        <span className="text-xs text-muted">
          Session {session.n} of {of}
        </span>
      ) : null}
      {note ? <Badge variant="accent">{note}</Badge> : null}
    </button>
  );
}
