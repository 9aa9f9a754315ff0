import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { ChevronDown, MapPin } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ClaimActions } from './claim-actions';
import { ClaimHistory } from './claim-history';
import { type ClaimSide, counterpartOf } from './claim-side';
import { ClaimStatusBadge } from './claim-status-badge';
import { claimNote } from './claim-wording';

interface ClaimCardProps {
  claim: Claim;
  side: ClaimSide;
  /** Where focus goes when a command moved this claim out of its list (withdrawn, delisted: cancelled). */
  focusList: () => void;
}

/**
 * One claim as a side sees it: the other party (linking to its public profile), the status, a line on where it
 * stands, the message, what this side can do, and the history on demand.
 */
export function ClaimCard({ claim, side, focusList }: ClaimCardProps) {
  const card = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const titleId = useId();
  const other = counterpartOf(claim, side);
  // After a command the button that had focus is gone. Where focus goes is decided by the answer's status, not by
  // whether the old card is still on screen (that depends on when the refetch lands): a cancelled claim leaves the
  // list, so its heading takes focus; otherwise this card does (the artist's journeys hold its name, the studio's
  // the card itself: both are read out with the new status right after).
  const onDone = (status: ClaimStatus) =>
    requestAnimationFrame(() => {
      if (status === 'cancelled') focusList();
      else (side === 'artist' ? title.current : card.current)?.focus();
    });

  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-white p-4 focus-visible:outline-2 focus-visible:outline-accent sm:p-5"
    >
      <div className="flex gap-3 sm:gap-4">
        <MediaImage
          src={other.image}
          alt=""
          aspect="1/1"
          sizes="48px"
          fallback={other.name}
          className="size-12 shrink-0 rounded-full [&_span]:text-2xl"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3
              id={titleId}
              ref={title}
              tabIndex={-1}
              className="min-w-0 text-lg font-semibold break-words text-ink focus:outline-none"
            >
              {other.href ? (
                <Link to={other.href} className="hover:underline">
                  {other.name}
                </Link>
              ) : (
                other.name
              )}
            </h3>
            <ClaimStatusBadge status={claim.status} side={side} />
          </div>
          <p className="mt-0.5 flex items-start gap-1 text-sm break-words text-muted">
            {side === 'artist' && other.detail ? (
              <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            ) : null}
            <span>
              {other.detail ? `${other.detail} · ` : null}
              {/* The time stays in one piece on a narrow card. */}
              <span className="whitespace-nowrap">
                {other.detail ? 'updated ' : 'Updated '}
                <time dateTime={claim.updatedAt}>{relativeTime(claim.updatedAt)}</time>
              </span>
            </span>
          </p>
          <p className="mt-2 text-sm text-ink-soft">{claimNote(claim, side)}</p>
          {claim.message ? (
            <p className="mt-2 border-l-2 border-line pl-3 text-sm break-words text-ink-soft italic">
              <span className="sr-only">Message: </span>“{claim.message}”
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ClaimActions claim={claim} side={side} name={other.name} onDone={onDone} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          onClick={() => setHistoryOpen((open) => !open)}
          className="sm:ml-auto"
        >
          {historyOpen ? 'Hide History' : 'Show History'}
          <span className="sr-only"> of {other.name}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', historyOpen && 'rotate-180')}
          />
        </Button>
      </div>
      {historyOpen ? <ClaimHistory id={historyId} claimId={claim.id} side={side} other={other.name} /> : null}
    </article>
  );
}
