import { BadgeCheck, Hourglass } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { type ClaimTexts, useArtistClaims, useClaimCommand } from '@/lib/claims';
import { useMyProfile } from '@/lib/my-artist-profile';

/** The spec has no words for an artist's request; the failure is spec §8's 'Failed to create claim'. */
const requestTexts = {
  create: { success: 'Verification requested', failure: 'Failed to create claim' },
} satisfies ClaimTexts;

interface RequestVerificationButtonProps {
  studioId: string;
  artistId: string;
}

/**
 * Offered to an approved artist with no open or verified claim with this studio; once asked (or while a claim waits
 * on either side) it reads 'Verification pending'. A verified artist already shows in the studio's Verified Artists.
 */
export function RequestVerificationButton({ studioId, artistId }: RequestVerificationButtonProps) {
  // Only an approved artist may ask (the claims service answers 404 for anyone else).
  const status = useMyProfile(true);
  const claims = useArtistClaims(artistId);
  const command = useClaimCommand(requestTexts);
  const pendingNote = useRef<HTMLParagraphElement>(null);
  // Once sent, the button gives way to the pending note: focus follows it rather than falling to the page.
  useEffect(() => {
    if (command.isSuccess) pendingNote.current?.focus();
  }, [command.isSuccess]);

  if (status.data?.status !== 'approved' || !claims.data) return null;
  const live = claims.data.find(
    (claim) =>
      claim.studioId === studioId && (claim.status === 'verified' || claim.status.startsWith('pending_')),
  );
  if (live?.status === 'verified') return null;
  // Sent: pending at once, not the button again until the refreshed list says so (no second request).
  if (live || command.isSuccess) {
    return (
      <p
        ref={pendingNote}
        role="status"
        tabIndex={-1}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-dashed border-ink/25 px-5 text-sm font-medium text-ink-soft focus:outline-none"
      >
        <Hourglass aria-hidden="true" className="size-4" />
        Verification pending
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      isLoading={command.isPending}
      onClick={() => command.mutate({ action: 'create', studioId, artistId })}
    >
      {command.isPending ? null : <BadgeCheck aria-hidden="true" className="size-4" />}
      Request verification
    </Button>
  );
}
