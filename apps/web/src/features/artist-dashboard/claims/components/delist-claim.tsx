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

interface DelistClaimProps {
  studioName: string;
  isPending: boolean;
  /**
   * Sends the delist; `close` is for after it went through, should the card still be there (usually the claim has
   * left the list and the dialog with it). A failure keeps it open, and the toast says why.
   */
  onConfirm: (close: () => void) => void;
}

/** Delist behind a confirmation that says what it removes; it cannot close mid-request. */
export function DelistClaim({ studioName, isPending, onConfirm }: DelistClaimProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldOff aria-hidden="true" className="size-4" />
          Delist<span className="sr-only"> {studioName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Remove this verification?</DialogTitle>
          <DialogDescription>
            {studioName} will no longer show as a verified studio on your public profile, and you will leave
            its Verified Artists. Your profile stays active, and you can ask the studio to verify you again
            later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="accent" isLoading={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            Remove Verification
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
