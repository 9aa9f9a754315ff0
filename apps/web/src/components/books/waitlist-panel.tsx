import type { WaitlistEntry } from '@inkbook/contracts/availability';
import { tattooSizes } from '@inkbook/contracts/tattoo-options';
import { useQuery } from '@tanstack/react-query';
import type { OwnerAs } from '@/components/booking/booking-api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dayText, monthText } from './dates';
import { waitlistQueryOptions } from './waitlist-api';
import { WaitlistEntryActions } from './waitlist-entry-actions';

/** 'Small (2-4")' for a stored size value; an unknown value as stored. */
const sizeLabel = (size: string) => {
  const known = tattooSizes.find((option) => option.value === size);
  return known ? `${known.label} (${known.inches})` : size;
};

interface WaitlistPanelProps {
  /** An account that is both an artist and a studio reads the list of the side this dashboard is. */
  as: OwnerAs | undefined;
}

/** Issue 26 item 2: the owner's waitlist, first come first served, with an invite or a removal per person. */
export function WaitlistPanel({ as }: WaitlistPanelProps) {
  const waitlist = useQuery(waitlistQueryOptions(as));
  return (
    <section aria-labelledby="waitlist-title" className="flex flex-col gap-4">
      <div>
        <h2 id="waitlist-title" className="font-display text-2xl font-semibold">
          Waitlist
        </h2>
        <p className="text-sm text-muted">
          First come, first served. An invite lets one person send an inquiry.
        </p>
      </div>
      {waitlist.isPending ? (
        <ul role="status" aria-label="Loading the waitlist" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <li key={row}>
              <Skeleton className="h-32 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : waitlist.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/25 bg-accent-soft p-4 text-sm text-accent-strong"
        >
          <p>We couldn't load your waitlist. Please try again.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void waitlist.refetch()}
            isLoading={waitlist.isFetching}
          >
            Try Again
          </Button>
        </div>
      ) : waitlist.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          No one is waiting
        </p>
      ) : (
        <ol aria-label="People waiting" className="flex flex-col gap-3">
          {waitlist.data.map((entry) => (
            <WaitlistRow key={entry.id} entry={entry} as={as} />
          ))}
        </ol>
      )}
    </section>
  );
}

function WaitlistRow({ entry, as }: { entry: WaitlistEntry; as: OwnerAs | undefined }) {
  const invited = entry.inviteExpiresAt !== null && Date.parse(entry.inviteExpiresAt) > Date.now();
  return (
    <li
      aria-label={`${entry.position}. ${entry.name}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-paper"
      >
        {entry.position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink">{entry.name}</p>
          {invited && entry.inviteExpiresAt ? (
            <Badge variant="success">Invited · expires {dayText(entry.inviteExpiresAt)}</Badge>
          ) : entry.inviteExpiresAt ? (
            <Badge>Invite expired {dayText(entry.inviteExpiresAt)}</Badge>
          ) : null}
        </div>
        <a href={`mailto:${entry.email}`} className="break-all text-sm text-ink-soft underline">
          {entry.email}
        </a>
        <p className="mt-2 break-words text-sm whitespace-pre-line text-ink">{entry.idea}</p>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {entry.size ? (
            <div className="flex gap-1">
              <dt>Size:</dt>
              <dd>{sizeLabel(entry.size)}</dd>
            </div>
          ) : null}
          {entry.preferredMonths.length > 0 ? (
            <div className="flex gap-1">
              <dt>Months:</dt>
              <dd>{entry.preferredMonths.map(monthText).join(', ')}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>Joined:</dt>
            <dd>{dayText(entry.createdAt)}</dd>
          </div>
        </dl>
      </div>
      <WaitlistEntryActions entry={entry} as={as} invited={invited} />
    </li>
  );
}
