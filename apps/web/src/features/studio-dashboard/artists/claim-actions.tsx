import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useClaimCommand } from '@/lib/claims';
import { DelistDialog } from './delist-dialog';
import { failureToasted, studioClaimTexts, withdrawTexts } from './studio-claim-texts';

interface ClaimActionsProps {
  claim: Claim;
  artistName: string;
  /** Called with the claim's new status once an action went through: the buttons that had focus are gone. */
  onDone: (status: ClaimStatus) => void;
}

/**
 * Approve and Deny when the artist asked the studio. (Here and below mutateAsync rather than mutate's callbacks:
 * those are dropped when the card unmounts, as it does when a claim moves to Past, and focus has to move all the
 * same.)
 */
function AnswerButtons({ claim, artistName, onDone }: ClaimActionsProps) {
  const answer = useClaimCommand(studioClaimTexts);
  const busyWith = answer.isPending ? answer.variables.action : undefined;
  const send = (action: 'approve' | 'deny') =>
    answer.mutateAsync({ action, id: claim.id }).then((updated) => onDone(updated.status), failureToasted);
  return (
    <>
      <Button
        size="sm"
        isLoading={busyWith === 'approve'}
        disabled={answer.isPending}
        aria-label={`Approve ${artistName}`}
        onClick={() => send('approve')}
      >
        {busyWith === 'approve' ? null : <Check aria-hidden="true" className="size-4" />}
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        isLoading={busyWith === 'deny'}
        disabled={answer.isPending}
        aria-label={`Deny ${artistName}`}
        onClick={() => send('deny')}
      >
        {busyWith === 'deny' ? null : <X aria-hidden="true" className="size-4" />}
        Deny
      </Button>
    </>
  );
}

/** The studio takes back a claim the artist has not answered yet (a deny by the claimant: cancelled). */
function WithdrawButton({ claim, artistName, onDone }: ClaimActionsProps) {
  const withdraw = useClaimCommand(withdrawTexts);
  return (
    <Button
      size="sm"
      variant="ghost"
      isLoading={withdraw.isPending}
      aria-label={`Withdraw claim for ${artistName}`}
      onClick={() =>
        withdraw
          .mutateAsync({ action: 'deny', id: claim.id })
          .then((updated) => onDone(updated.status), failureToasted)
      }
    >
      Withdraw
    </Button>
  );
}

/**
 * What the studio can do with a claim in its status (the server's state machine, DESIGN §5): answer the artist's
 * request, withdraw its own, delist a verified artist. A denied or cancelled claim has nothing left to do; a new
 * claim goes through the search.
 */
export function ClaimActions(props: ClaimActionsProps) {
  switch (props.claim.status) {
    case 'pending_studio_approval':
      return <AnswerButtons {...props} />;
    case 'pending_artist_approval':
      return <WithdrawButton {...props} />;
    case 'verified':
      return (
        <DelistDialog
          claim={props.claim}
          artistName={props.artistName}
          onDelisted={() => props.onDone('cancelled')}
        />
      );
    default:
      return null;
  }
}
