import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** The contracts' bound on a rejection's reason (`rejectionReasonField`). */
const REASON_MAX = 500;

interface RejectDialogProps {
  name: string;
  disabled: boolean;
  isLoading: boolean;
  /** Rejects with the admin's reason, or none when the field was left empty. */
  onReject: (reason: string | undefined) => void;
}

/**
 * A pending row's Reject button and the dialog it opens (issue 25): an optional reason, which the applicant reads
 * on their dashboard and in the rejection email.
 */
export function RejectDialog({ name, disabled, isLoading, onReject }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason.trim() || undefined);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Reject ${name}`}
          disabled={disabled}
          isLoading={isLoading}
        >
          {isLoading ? null : <X aria-hidden="true" className="size-4" />}
          {/* Icon-only on tablet and laptop widths, so the table's Actions column fits; named by aria-label. */}
          <span className="md:max-2xl:hidden">Reject</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Reject {name}?</DialogTitle>
          <DialogDescription>
            The applicant reads your reason on their dashboard and in the email that tells them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <Field
            id="reject-reason"
            label="Reason (optional)"
            hint={`${reason.length}/${REASON_MAX} characters`}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">Reject</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
