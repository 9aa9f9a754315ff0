import type { Claim } from '@inkbook/contracts/claim';
import { UserMinus } from 'lucide-react';
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
import { useClaimCommand } from '@/lib/claims';
import { failureToasted, studioClaimTexts } from './studio-claim-texts';

interface DelistDialogProps {
  claim: Claim;
  artistName: string;
  /** Where focus goes once the claim is delisted (the trigger is gone with the Verified state). */
  onDelisted: () => void;
}

/**
 * Delist a verified artist behind a confirmation (spec §4). It stays open on failure (the toast says why) and cannot
 * be closed mid-request.
 */
export function DelistDialog({ claim, artistName, onDelisted }: DelistDialogProps) {
  const [open, setOpen] = useState(false);
  const delist = useClaimCommand(studioClaimTexts);
  return (
    <Dialog open={open} onOpenChange={(next) => !delist.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <UserMinus aria-hidden="true" className="size-4" />
          Delist
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        hideClose
        // Once delisted the trigger is gone with the Verified state: focus goes where onDelisted puts it.
        onCloseAutoFocus={(event) => delist.isSuccess && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Delist {artistName}?</DialogTitle>
          <DialogDescription>
            This removes {artistName} from your studio page and removes the verified badge. The artist's
            profile stays active.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={delist.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="accent"
            isLoading={delist.isPending}
            onClick={() =>
              // mutateAsync: the card (and this dialog) unmounts once the claim moves to Past, which drops mutate's
              // callbacks, and focus has to move all the same. A failure keeps it open; the toast says why.
              delist.mutateAsync({ action: 'delist', id: claim.id }).then(() => {
                setOpen(false);
                onDelisted();
              }, failureToasted)
            }
          >
            {delist.isPending ? 'Delisting...' : 'Delist artist'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
