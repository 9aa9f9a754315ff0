import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { ClaimSide } from './claim-side';
import { delistTexts } from './claim-wording';

interface DelistClaimProps {
  side: ClaimSide;
  /** The other party, named on the button (for a screen reader listing every button) and in the confirmation. */
  name: string;
  isPending: boolean;
  /** Sends the delist; resolves once it went through, rejects when it failed (the toast has said why). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Delist behind a confirmation that says what it removes (spec §4). It cannot close mid-request and stays open on
 * failure; once delisted its trigger is gone with the Verified state, so it leaves focus to the card's owner.
 */
export function DelistClaim({ side, name, isPending, onConfirm }: DelistClaimProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const texts = delistTexts(side, name);
  const confirm = () =>
    onConfirm().then(
      () => {
        setDone(true);
        setOpen(false);
      },
      () => undefined,
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldOff aria-hidden="true" className="size-4" />
          Delist<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        hideClose
        onCloseAutoFocus={(event) => done && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="accent" isLoading={isPending} onClick={() => void confirm()}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
