import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ArtistSummary } from './artist-summary';
import { ClaimActions } from './claim-actions';
import { ClaimHistory } from './claim-history';
import { ClaimStatusBadge } from './claim-status-badge';

interface ClaimCardProps {
  claim: Claim;
  /** Where focus goes when an action moved this claim out of its list (withdrawn, delisted). */
  focusList: () => void;
}

/** One claim: the artist (linking to their public profile), its status, what the studio can do, its history. */
export function ClaimCard({ claim, focusList }: ClaimCardProps) {
  const historyId = useId();
  const [showHistory, setShowHistory] = useState(false);
  const card = useRef<HTMLElement>(null);
  const artistName = claim.artist?.artistName ?? 'Removed artist';
  // After an action the buttons that had focus are gone: the card takes it, or the list's heading when the claim
  // is cancelled (withdrawn, delisted) and its card moves to Past (decided by the answer, not by whether the old
  // card is still on screen, which depends on when the refetch lands).
  const onDone = (status: ClaimStatus) =>
    requestAnimationFrame(() => (status === 'cancelled' ? focusList() : card.current?.focus()));

  return (
    <li>
      <article
        ref={card}
        tabIndex={-1}
        aria-label={artistName}
        className="rounded-2xl border border-line bg-white p-4 focus-visible:outline-2 focus-visible:outline-accent sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          {claim.artist ? (
            <ArtistSummary artist={claim.artist} linked />
          ) : (
            <p className="text-muted">This artist's profile is no longer on Inkbook.</p>
          )}
          <ClaimStatusBadge status={claim.status} />
        </div>
        <p className="mt-2 text-sm text-muted">
          {claim.claimedBy === 'studio' ? 'Your studio sent this claim' : 'The artist asked your studio'}
          {' · updated '}
          <time dateTime={claim.updatedAt}>{relativeTime(claim.updatedAt)}</time>
        </p>
        {claim.message ? (
          <p className="mt-2 break-words text-sm text-ink-soft italic">“{claim.message}”</p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ClaimActions claim={claim} artistName={artistName} onDone={onDone} />
          <button
            type="button"
            aria-expanded={showHistory}
            aria-controls={showHistory ? historyId : undefined}
            onClick={() => setShowHistory((open) => !open)}
            className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-paper-deep hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            History
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', showHistory && 'rotate-180')}
            />
          </button>
        </div>
        {showHistory ? <ClaimHistory claimId={claim.id} id={historyId} /> : null}
      </article>
    </li>
  );
}
