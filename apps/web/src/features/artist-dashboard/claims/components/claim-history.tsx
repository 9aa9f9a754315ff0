import { Button } from '@/components/ui/button';
import { useClaimHistory } from '@/lib/claims';
import { historyAction } from '../utils/claim-wording';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface ClaimHistoryProps {
  id: string;
  claimId: string;
  studioName: string;
}

/** Every change of the claim, oldest first: who did what, when, and the message they sent. */
export function ClaimHistory({ id, claimId, studioName }: ClaimHistoryProps) {
  const history = useClaimHistory(claimId);
  const box = 'mt-3 rounded-xl bg-paper-deep/60 p-3 text-sm sm:p-4';
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
          We couldn't load this request's history.
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
    <ol id={id} aria-label={`History of ${studioName}'s request`} className={`${box} flex flex-col gap-2.5`}>
      {history.data.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5">
          <span>
            <span className="font-medium text-ink">{entry.actorRole === 'artist' ? 'You' : studioName}</span>{' '}
            {historyAction(entry)}
            <span className="text-muted">
              {' · '}
              <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
            </span>
          </span>
          {entry.message ? <span className="break-words text-ink-soft italic">“{entry.message}”</span> : null}
        </li>
      ))}
    </ol>
  );
}
