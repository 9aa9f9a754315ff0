import type { Claim, ClaimStatus } from '@inkbook/contracts/claim';
import { Check, RotateCcw, Undo2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type ClaimCommand, useClaimCommand } from '@/lib/claims';
import { awaitingAnswerFrom, awaitingOther, type ClaimSide } from './claim-side';
import { claimToasts, decisionMessages } from './claim-wording';
import { DelistClaim } from './delist-claim';

interface ClaimActionsProps {
  claim: Claim;
  side: ClaimSide;
  /** The other party: every button names it, for a screen reader listing every button of the page. */
  name: string;
  /** Called with the claim's new status once a command went through: the button that had focus is gone. */
  onDone: (status: ClaimStatus) => void;
}

/**
 * What this side can do in each state (the server's state machine, DESIGN §5): answer the other side's request,
 * withdraw its own, delist a verified claim, and for the artist approve again a denied one. One command at a time
 * per card: every button waits while one is sent, and a double-click sends once (useClaimCommand's single flight).
 */
export function ClaimActions({ claim, side, name, onDone }: ClaimActionsProps) {
  const command = useClaimCommand(claimToasts(side, claim.status));
  const messages = decisionMessages[side];
  const { id, status } = claim;
  // mutateAsync rather than mutate's callbacks: those are dropped when the card unmounts, as it does when a
  // withdrawn or delisted claim leaves its list, and focus has to move all the same. A failure is toasted already.
  const send = (next: ClaimCommand) => command.mutateAsync(next).then((updated) => onDone(updated.status));
  const sending = (action: ClaimCommand['action']) =>
    command.isPending && command.variables?.action === action;
  const about = <span className="sr-only"> {name}</span>;
  const withMessage = (message: string | undefined) => (message ? { message } : {});

  if (status === awaitingAnswerFrom[side]) {
    return (
      <>
        <Button
          variant="accent"
          size="sm"
          isLoading={sending('approve')}
          disabled={command.isPending}
          onClick={() => void send({ action: 'approve', id }).catch(ignore)}
        >
          {sending('approve') ? null : <Check aria-hidden="true" className="size-4" />}
          Approve{about}
        </Button>
        <Button
          variant="outline"
          size="sm"
          isLoading={sending('deny')}
          disabled={command.isPending}
          onClick={() => void send({ action: 'deny', id, ...withMessage(messages.decline) }).catch(ignore)}
        >
          {sending('deny') ? null : <X aria-hidden="true" className="size-4" />}
          Deny{about}
        </Button>
      </>
    );
  }
  if (status === awaitingOther[side]) {
    return (
      <Button
        variant="outline"
        size="sm"
        isLoading={command.isPending}
        onClick={() => void send({ action: 'deny', id, ...withMessage(messages.withdraw) }).catch(ignore)}
      >
        {command.isPending ? null : <Undo2 aria-hidden="true" className="size-4" />}
        Withdraw
        <span className="sr-only">
          {' '}
          {side === 'artist' ? 'request to' : 'claim for'} {name}
        </span>
      </Button>
    );
  }
  if (status === 'verified') {
    return (
      <DelistClaim
        side={side}
        name={name}
        isPending={command.isPending}
        onConfirm={() => send({ action: 'delist', id })}
      />
    );
  }
  // Only an artist may approve again a claim that was denied (the studio sends a new claim from the search).
  if (side === 'artist' && (status === 'denied_by_artist' || status === 'denied_by_studio')) {
    return (
      <Button
        variant="accent"
        size="sm"
        isLoading={command.isPending}
        onClick={() =>
          void send({ action: 'approve', id, ...withMessage(messages.approveAgain) }).catch(ignore)
        }
      >
        {command.isPending ? null : <RotateCcw aria-hidden="true" className="size-4" />}
        Approve again{about}
      </Button>
    );
  }
  return null;
}

/** A failed command has been toasted by useClaimCommand; nothing else changes. */
const ignore = () => undefined;
