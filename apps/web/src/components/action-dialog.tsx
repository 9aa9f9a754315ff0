import { type FormEvent, type ReactElement, type ReactNode, useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
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

interface ActionDialogProps {
  /** The button that opens it (its text may carry a screen-reader-only part: 'Move' + ' session 2'). */
  trigger: ReactElement;
  title: string;
  /** What confirming does, read before anything is sent. */
  description: ReactNode;
  /** The submit button's text. */
  confirm: string;
  /** Keep: the cancel button's text ('Keep booking'). */
  keep?: string;
  /** A change that cannot be undone: announced as an alert dialog, confirmed with the accent button. */
  alert?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The action is on its way: the dialog cannot close or send it twice. */
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal said in place, above the buttons (the dialog stays open), rather than in a toast. */
  error?: string | undefined;
  /** It has closed: where focus goes when not back to the trigger (which may have gone with the state it acted on). */
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/**
 * Every action that asks something first (the method, a time, a reason) or confirms — a booking's on both sides, an
 * admin's rejection: a button opening a form in a dialog. It stays open when the server refuses (a toast, or `error`, says why) and
 * cannot close mid-request.
 */
export function ActionDialog({
  trigger,
  title,
  description,
  confirm,
  keep = 'Cancel',
  alert = false,
  open,
  onOpenChange,
  isPending,
  onSubmit,
  error,
  onCloseAutoFocus,
  children,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        role={alert ? 'alertdialog' : 'dialog'}
        hideClose={alert}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {/* A block: a consequence may take more than one paragraph. */}
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <FormAlert message={error} />
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant={alert ? 'accent' : 'primary'} isLoading={isPending}>
              {confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The contracts' bound on a decline's, a cancellation's or a rejection's reason. */
const REASON_MAX = 500;

interface ReasonFieldProps {
  /** The form asking it, whose `reason` this is. */
  form: UseFormReturn<{ reason: string }>;
  label: string;
  /** A cancellation must say why; a decline may. */
  required: boolean;
}

/** Why, in an action dialog (a decline, a cancellation, a rejection): the other side reads it. */
export function ReasonField({ form, label, required }: ReasonFieldProps) {
  const id = useId();
  const length = useWatch({ control: form.control, name: 'reason' })?.length ?? 0;
  return (
    <Field
      id={`${id}-reason`}
      label={required ? label : `${label} (optional)`}
      hint={`${length}/${REASON_MAX} characters`}
      error={form.formState.errors.reason?.message}
    >
      {(control) => (
        <Textarea
          {...control}
          {...form.register('reason', {
            validate: (value) => !required || value.trim() !== '' || 'Please give a reason',
            maxLength: { value: REASON_MAX, message: `Reason must be at most ${REASON_MAX} characters` },
          })}
          aria-required={required || undefined}
          rows={3}
          className="min-h-20"
        />
      )}
    </Field>
  );
}
