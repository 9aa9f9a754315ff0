import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog, ReasonField } from '@/components/action-dialog';
import { serverMessageOf } from '@/lib/use-command';

interface ReasonDialogProps<T> {
  /** The button that opens it. */
  trigger: ReactElement;
  title: string;
  /** What confirming does, read before anything is sent. */
  description: ReactNode;
  reasonLabel: string;
  /** A cancellation must say why; a decline may. */
  required: boolean;
  confirmLabel: string;
  keepLabel: string;
  /** Said in place when the send failed and the server gave no reason. */
  failure: string;
  /** Sends it (the reason trimmed, '' when none); rejects when it failed. */
  onConfirm: (reason: string) => Promise<T>;
  /**
   * It went through and the dialog has closed, with what `onConfirm` gave: show it now (its trigger goes with the
   * state it acted on, so the caller also says where focus goes).
   */
  onDone: (result: T) => void;
}

/**
 * The client's confirmation that asks why (declining an offer, cancelling a booking): it says what confirming does
 * first, says a refusal in place with the reason kept, and shows the outcome only once it has closed.
 */
export function ReasonDialog<T>({
  trigger,
  title,
  description,
  reasonLabel,
  required,
  confirmLabel,
  keepLabel,
  failure,
  onConfirm,
  onDone,
}: ReasonDialogProps<T>) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  // What the send gave, kept until the dialog has closed and handed focus back.
  const result = useRef<{ value: T }>(null);
  const form = useForm({ defaultValues: { reason: '' } });
  const reopen = (next: boolean) => {
    // Each opening starts with an empty reason.
    if (next) {
      form.reset({ reason: '' });
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(undefined);
    try {
      result.current = { value: await onConfirm(reason.trim()) };
      setOpen(false);
    } catch (failed) {
      setError(serverMessageOf(failed) ?? failure);
    }
  });
  return (
    <ActionDialog
      trigger={trigger}
      title={title}
      description={description}
      confirm={confirmLabel}
      keep={keepLabel}
      alert
      open={open}
      onOpenChange={reopen}
      isPending={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      error={error}
      onCloseAutoFocus={(event) => {
        if (!result.current) return;
        event.preventDefault();
        onDone(result.current.value);
        result.current = null;
      }}
    >
      <ReasonField form={form} label={reasonLabel} required={required} />
    </ActionDialog>
  );
}
