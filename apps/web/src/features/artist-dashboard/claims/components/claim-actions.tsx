import type { Claim } from '@inkbook/contracts/claim';
import { ARTIST_REREQUESTED } from '@inkbook/contracts/claim-status';
import { Check, RotateCcw, Undo2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type ClaimCommand, useClaimCommand } from '@/lib/claims';
import { ARTIST_DECLINED, ARTIST_WITHDREW, artistClaimTexts } from '../utils/artist-claim-texts';
import { DelistClaim } from './delist-claim';

interface ClaimActionsProps {
  claim: Claim;
  studioName: string;
  /** A change went through and the claim stays listed (in its new state). */
  onChanged: () => void;
  /**
   * A change that cancels the claim (withdraw, delist) is sent (`true`), or failed (`false`): once it goes through,
   * the claim leaves the list with this card, so the list, not the card, moves focus then.
   */
  onLeaving: (leaving: boolean) => void;
}

/**
 * What the artist can do in each state (spec §4): answer a studio's claim, withdraw their own request, delist a
 * verified studio, or approve again a denied claim. One request at a time: every button waits while one is sent.
 */
export function ClaimActions({ claim, studioName, onChanged, onLeaving }: ClaimActionsProps) {
  const command = useClaimCommand(artistClaimTexts(claim.status));
  const send = (next: ClaimCommand) => command.mutate(next, { onSuccess: onChanged });
  // The card may be gone before a success callback would run: only the failure is this card's to report.
  const sendLeaving = (next: ClaimCommand, options?: { onSuccess: () => void }) => {
    onLeaving(true);
    command.mutate(next, { ...options, onError: () => onLeaving(false) });
  };
  const sending = (action: ClaimCommand['action']) =>
    command.isPending && command.variables?.action === action;
  // Which studio a button is about, for a screen reader listing every button of the page.
  const about = <span className="sr-only"> {studioName}</span>;
  const { id } = claim;

  switch (claim.status) {
    case 'pending_artist_approval':
      return (
        <>
          <Button
            variant="accent"
            size="sm"
            isLoading={sending('approve')}
            disabled={command.isPending}
            onClick={() => send({ action: 'approve', id })}
          >
            {sending('approve') ? null : <Check aria-hidden="true" className="size-4" />}
            Approve{about}
          </Button>
          <Button
            variant="outline"
            size="sm"
            isLoading={sending('deny')}
            disabled={command.isPending}
            onClick={() => send({ action: 'deny', id, message: ARTIST_DECLINED })}
          >
            {sending('deny') ? null : <X aria-hidden="true" className="size-4" />}
            Deny{about}
          </Button>
        </>
      );
    case 'pending_studio_approval':
      return (
        <Button
          variant="outline"
          size="sm"
          isLoading={command.isPending}
          onClick={() => sendLeaving({ action: 'deny', id, message: ARTIST_WITHDREW })}
        >
          {command.isPending ? null : <Undo2 aria-hidden="true" className="size-4" />}
          Withdraw{about}
        </Button>
      );
    case 'verified':
      return (
        <DelistClaim
          studioName={studioName}
          isPending={command.isPending}
          onConfirm={(close) => sendLeaving({ action: 'delist', id }, { onSuccess: close })}
        />
      );
    case 'denied_by_artist':
    case 'denied_by_studio':
      return (
        <Button
          variant="accent"
          size="sm"
          isLoading={command.isPending}
          onClick={() => send({ action: 'approve', id, message: ARTIST_REREQUESTED })}
        >
          {command.isPending ? null : <RotateCcw aria-hidden="true" className="size-4" />}
          Approve again{about}
        </Button>
      );
    default:
      return null;
  }
}
