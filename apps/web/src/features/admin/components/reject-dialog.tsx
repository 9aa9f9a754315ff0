import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog, ReasonField } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';

interface RejectDialogProps {
  name: string;
  disabled: boolean;
  isLoading: boolean;
  /** Rejects with the admin's reason, or none when the field was left empty. */
  onReject: (reason: string | undefined) => void;
}

/**
 * A pending row's Reject button and the dialog it opens (issue 25): an optional reason, which the applicant reads
 * on their dashboard and in the rejection email. It closes on Reject; the row's button shows the request on its way.
 */
export function RejectDialog({ name, disabled, isLoading, onReject }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => {
    onReject(reason.trim() || undefined);
    setOpen(false);
    form.reset();
  });
  return (
    <ActionDialog
      trigger={
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
      }
      title={`Reject ${name}?`}
      description="The applicant reads your reason on their dashboard and in the email that tells them."
      confirm="Reject"
      open={open}
      onOpenChange={setOpen}
      isPending={false}
      onSubmit={(event) => void submit(event)}
    >
      <ReasonField form={form} label="Reason" required={false} />
    </ActionDialog>
  );
}
