import type { Claim } from '@inkbook/contracts/claim';
import { ChevronDown, MapPin } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { claimStateLabels, claimStateNotes } from '../utils/claim-wording';
import { ClaimActions } from './claim-actions';
import { ClaimHistory } from './claim-history';

const badgeOf: Record<Claim['status'], BadgeVariant> = {
  pending_artist_approval: 'accent',
  pending_studio_approval: 'neutral',
  verified: 'success',
  denied_by_artist: 'outline',
  denied_by_studio: 'outline',
  cancelled: 'outline',
};

interface ClaimCardProps {
  claim: Claim;
  /** A withdraw or delist is on its way (`true`) or failed (`false`); see ClaimActions. */
  onLeaving: (leaving: boolean) => void;
}

/** One studio's request: who, where, its state and message, what the artist can do, and its history on demand. */
export function ClaimCard({ claim, onLeaving }: ClaimCardProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const titleId = useId();
  const { studio } = claim;
  // A studio deleted meanwhile: its summary is gone, the claim still deserves an answer.
  const name = studio?.studioName ?? 'A studio no longer listed';
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        <MediaImage
          src={studio?.logo}
          alt=""
          aspect="1/1"
          sizes="48px"
          fallback={name}
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
              {studio ? (
                <Link to={paths.studio(studio.handle)} className="hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            <Badge variant={badgeOf[claim.status]}>{claimStateLabels[claim.status]}</Badge>
          </div>
          {studio?.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {studio.location}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-ink-soft">{claimStateNotes[claim.status]}</p>
          {claim.message ? (
            <p className="mt-2 border-l-2 border-line pl-3 text-sm break-words text-ink-soft italic">
              <span className="sr-only">Message: </span>“{claim.message}”
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ClaimActions
          claim={claim}
          studioName={name}
          // The buttons change with the state: focus goes to the card's name rather than to the page.
          onChanged={() => title.current?.focus()}
          onLeaving={onLeaving}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          onClick={() => setHistoryOpen((open) => !open)}
          className="sm:ml-auto"
        >
          {historyOpen ? 'Hide History' : 'Show History'}
          <span className="sr-only"> of {name}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', historyOpen && 'rotate-180')}
          />
        </Button>
      </div>
      {historyOpen ? <ClaimHistory id={historyId} claimId={claim.id} studioName={name} /> : null}
    </article>
  );
}
