import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
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
import { useDeleteInquiry } from '../api/delete-inquiry';

interface DeleteInquiryProps {
  inquiry: ArtistInquiry;
  onDeleted: () => void;
}

/** Delete behind a confirmation; it stays open on failure (the toast says why) and cannot close mid-request. */
export function DeleteInquiry({ inquiry, onDeleted }: DeleteInquiryProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteInquiry();
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start text-accent-strong">
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
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="accent"
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate(inquiry, {
                onSuccess: () => {
                  setOpen(false);
                  onDeleted();
                },
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
