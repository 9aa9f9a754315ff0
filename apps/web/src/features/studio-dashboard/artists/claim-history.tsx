import type { ClaimParty } from '@inkbook/contracts/claim';
import { studioClaimLabels } from '@inkbook/contracts/claim-status';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { ArrowRight } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useClaimHistory } from '@/lib/claims';

const partyLabel: Record<ClaimParty, string> = { artist: 'Artist', studio: 'Studio' };

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every transition of one claim, oldest first: who, when, from → to, and the message they left. */
export function ClaimHistory({ claimId, id }: { claimId: string; id: string }) {
  const history = useClaimHistory(claimId);
  return (
    <div id={id} className="mt-3 rounded-xl bg-paper-deep/60 p-3 text-sm">
      {history.isPending ? (
        <Spinner label="Loading history" className="text-muted" />
      ) : history.isError ? (
        <p role="alert" className="text-accent-strong">
          Could not load the history.{' '}
          <button type="button" onClick={() => history.refetch()} className="font-medium underline">
            Try again
          </button>
        </p>
      ) : (
        <ol aria-label="Claim history" className="flex flex-col gap-3">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5">
              <p className="text-muted">
                <span className="font-medium text-ink">{partyLabel[entry.actorRole]}</span>
                {' · '}
                <time dateTime={entry.createdAt} title={fullDate.format(new Date(entry.createdAt))}>
                  {relativeTime(entry.createdAt)}
                </time>
              </p>
              <p className="flex flex-wrap items-center gap-1.5 text-ink">
                <span>{entry.fromStatus ? studioClaimLabels[entry.fromStatus] : 'Claim created'}</span>
                <ArrowRight aria-hidden="true" className="size-3.5 text-muted" />
                <span className="sr-only"> to </span>
                <span>{studioClaimLabels[entry.toStatus]}</span>
              </p>
              {entry.message ? <p className="break-words text-ink-soft italic">“{entry.message}”</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
