import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import type { UseQueryResult } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { ClaimCard } from '@/components/claims/claim-card';
import { ClaimsLoadState } from '@/components/claims/claims-load-state';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';

/** What needs the studio first, then what waits on others, then the settled ones; newest first within each. */
const order: Record<ClaimStatus, number> = {
  pending_studio_approval: 0,
  pending_artist_approval: 1,
  verified: 2,
  denied_by_artist: 3,
  denied_by_studio: 3,
  cancelled: 4,
};

interface StudioClaimsProps {
  claims: UseQueryResult<Claim[], unknown>;
  /** Takes the studio to the search (the empty state's pointer). */
  onFindArtists: () => void;
}

/**
 * The studio's claims with their badges. Withdrawn and delisted claims (cancelled) go in a collapsed 'Past' group:
 * nothing can be done with them any more, but their history stays readable, which the roster is audited by.
 */
export function StudioClaims({ claims, onFindArtists }: StudioClaimsProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusList = () => heading.current?.focus();
  const sorted = [...(claims.data ?? [])].sort((a, b) => order[a.status] - order[b.status]);
  const current = sorted.filter((claim) => claim.status !== 'cancelled');
  const past = sorted.filter((claim) => claim.status === 'cancelled');
  const waiting = current.filter((claim) => claim.status === 'pending_studio_approval').length;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="font-display text-xl font-semibold text-ink focus-visible:outline-none"
        >
          Your artists
        </h2>
        <p className="mt-1 text-sm text-muted">
          {waiting > 0
            ? `${waiting} ${waiting === 1 ? 'request needs' : 'requests need'} your approval.`
            : 'Artists you claimed or who asked to join your studio.'}
        </p>
      </div>

      <ClaimsLoadState
        query={claims}
        loadingLabel="Loading your artists"
        errorText="We couldn't load your artists."
      >
        {() =>
          current.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-5 py-10 text-center">
              <UsersRound aria-hidden="true" className="size-8 text-muted" />
              <p className="font-semibold text-ink">No artists yet</p>
              <p className="max-w-sm text-sm text-muted">
                Search for the artists who work at your studio and send them a claim. Once they confirm, they
                show on your studio page.
              </p>
              <Button size="sm" variant="outline" className="mt-2" onClick={onFindArtists}>
                Find artists
              </Button>
            </div>
          ) : (
            <ul aria-label="Claims" className="flex flex-col gap-3">
              {current.map((claim) => (
                <li key={claim.id}>
                  <ClaimCard claim={claim} side="studio" focusList={focusList} />
                </li>
              ))}
            </ul>
          )
        }
      </ClaimsLoadState>

      {past.length > 0 ? (
        <Accordion type="single" collapsible className="rounded-2xl border border-line bg-white/70 px-4">
          <AccordionItem value="past" className="border-b-0">
            <AccordionTrigger>Past ({past.length})</AccordionTrigger>
            <AccordionContent className="text-ink">
              <p className="mb-3">Claims that were withdrawn or delisted. Their history stays here.</p>
              <ul aria-label="Past claims" className="flex flex-col gap-3">
                {past.map((claim) => (
                  <li key={claim.id}>
                    <ClaimCard claim={claim} side="studio" focusList={focusList} />
                  </li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      ) : null}
    </section>
  );
}
