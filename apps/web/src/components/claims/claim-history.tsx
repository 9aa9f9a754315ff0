import { relativeTime } from '@inkbook/contracts/relative-time';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useClaimHistory } from '@/lib/claims';
import type { ClaimSide } from './claim-side';
import { claimLabels, historyAction, historyActor } from './claim-wording';

// Made at its first use, not as the dashboards load this file: making a format is a long task on a phone, and a
// claim's history is read only once someone opens it (issue 30).
let fullDate: Intl.DateTimeFormat | undefined;
const fullDateText = (instant: string) => {
  fullDate ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return fullDate.format(new Date(instant));
};

interface ClaimHistoryProps {
  id: string;
  claimId: string;
  side: ClaimSide;
  /** The other party's name: the artist reads 'Ink House approved'. */
  other: string;
}

/** Every change of the claim, oldest first: who did what, when, from which status to which, and their message. */
export function ClaimHistory({ id, claimId, side, other }: ClaimHistoryProps) {
  const history = useClaimHistory(claimId);
  const box = 'mt-3 rounded-xl bg-paper-deep/60 p-3 text-sm sm:p-4';
  const labels = claimLabels[side];
  if (history.isPending) {
    return (
      <p id={id} role="status" className={`${box} text-muted`}>
        Loading history...
      </p>
    );
  }
  if (history.isError) {
    return (
      <div id={id} className={`${box} flex flex-wrap items-center gap-3`}>
        <p role="alert" className="text-accent-strong">
          We couldn't load this history.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void history.refetch()}
          isLoading={history.isFetching}
        >
          Try Again
        </Button>
      </div>
    );
  }
  return (
    // 'Claim History of …': the list names whose claim it is, for a page with several open.
    <ol id={id} aria-label={`Claim History of ${other}`} className={`${box} flex flex-col gap-3`}>
      {history.data.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5">
          <p>
            <span className="font-medium text-ink">{historyActor(entry, side, other)}</span>{' '}
            {historyAction(entry)}
            <span className="text-muted">
              {' · '}
              <time dateTime={entry.createdAt} title={fullDateText(entry.createdAt)}>
                {relativeTime(entry.createdAt)}
              </time>
            </span>
          </p>
          {/* Plain text either side of the arrow: the card's own status badge stays the one element reading 'Verified'. */}
          <p className="flex flex-wrap items-center gap-1.5 text-muted">
            {entry.fromStatus ? labels[entry.fromStatus] : 'Claim created'}
            <ArrowRight aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> to </span>
            {labels[entry.toStatus]}
          </p>
          {entry.message ? <p className="break-words text-ink-soft italic">“{entry.message}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
