import { type ReactElement, type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOf } from '@/lib/use-command';

/** The contracts' bound on a decline's or a cancellation's reason. */
const REASON_MAX = 500;

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
 * A confirmation that asks why (the client declining an offer, cancelling a booking): it says what confirming does
 * first, cannot close while sending, and stays open with the reason kept when the send fails.
 */
export function ReasonDialog<T>({ trigger, onConfirm, onDone, ...texts }: ReasonDialogProps<T>) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // What the send gave, kept until the dialog has closed and handed focus back.
  const result = useRef<{ value: T }>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        role="alertdialog"
        hideClose
        onCloseAutoFocus={(event) => {
          if (!result.current) return;
          event.preventDefault();
          onDone(result.current.value);
          result.current = null;
        }}
      >
        <ReasonForm
          {...texts}
          onSendingChange={setSending}
          onConfirm={(reason) =>
            onConfirm(reason).then((value) => {
              result.current = { value };
              setOpen(false);
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps<unknown>, 'trigger' | 'onDone' | 'onConfirm'> & {
  onConfirm: (reason: string) => Promise<void>;
  onSendingChange: (sending: boolean) => void;
};

/** Mounted with each opening: a new dialog starts with an empty reason. */
function ReasonForm({
  title,
  description,
  reasonLabel,
  required,
  confirmLabel,
  keepLabel,
  failure,
  onConfirm,
  onSendingChange,
}: ReasonFormProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { reason: '' } });
  const sending = formState.isSubmitting;
  const submit = handleSubmit(async ({ reason }) => {
    setError(undefined);
    onSendingChange(true);
    await onConfirm(reason.trim()).catch((failed: unknown) => setError(serverMessageOf(failed) ?? failure));
    onSendingChange(false);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="text-base text-ink-soft">{description}</div>
        </DialogDescription>
      </DialogHeader>
      <Field
        id={`${id}-reason`}
        label={required ? reasonLabel : `${reasonLabel} (optional)`}
        error={formState.errors.reason?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('reason', {
              validate: (value) => !required || value.trim() !== '' || 'Please give a reason',
              maxLength: { value: REASON_MAX, message: `Reason must be at most ${REASON_MAX} characters` },
            })}
            aria-required={required || undefined}
            rows={3}
            className="min-h-20"
          />
        )}
      </Field>
      {error ? (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={sending}>
            {keepLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant="accent" isLoading={sending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
