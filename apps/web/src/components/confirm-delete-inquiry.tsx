import { Trash2 } from 'lucide-react';
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
import { cn } from '@/lib/cn';

interface ConfirmDeleteInquiryProps {
  /** The delete is on its way: the confirmation cannot close or send it twice. */
  isPending: boolean;
  /** Sends the delete; `done` closes the confirmation once the server said yes. */
  onConfirm: (done: () => void) => void;
  /** Another action on the same inquiry is on its way (an approve, say): the trigger waits for it. */
  disabled?: boolean;
  className?: string;
}

/**
 * 'Delete Inquiry' behind a confirmation; it stays open on failure (the toast says why) and cannot close
 * mid-request.
 */
export function ConfirmDeleteInquiry({
  isPending,
  onConfirm,
  disabled,
  className,
}: ConfirmDeleteInquiryProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          disabled={disabled}
          className={cn('self-start text-accent-strong', className)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Inquiry
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Delete this inquiry?</DialogTitle>
          <DialogDescription>This action is permanent and cannot be undone</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="accent" isLoading={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
