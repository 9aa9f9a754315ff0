import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '../ui/button';

interface DialogStepActionsProps {
  /** 'Back' or 'Previous', as the dialog's spec names it. */
  backLabel: string;
  /** Null where the step has no way back at all (the button's place stays, so Next keeps to the right). */
  onBack: (() => void) | null;
  backDisabled?: boolean;
  /** The last step's send button ('Send Inquiry' / 'Sending...'); null for Next. */
  send: { label: string; pendingLabel: string } | null;
  /** The send is on its way. */
  pending: boolean;
  /** The step's gate is not met yet (where the dialog keeps Next disabled until it is). */
  disabled?: boolean;
  /** An image is still uploading: moving on would cancel it. */
  uploading: boolean;
}

/**
 * The Back / Next row of a wizard in a dialog (DialogStepFrame's `actions`). Next and the send are the form's
 * submit button, so Enter in a field moves on too.
 */
export function DialogStepActions({
  backLabel,
  onBack,
  backDisabled = false,
  send,
  pending,
  disabled = false,
  uploading,
}: DialogStepActionsProps) {
  const label = send ? (pending ? send.pendingLabel : send.label) : uploading ? 'Uploading...' : 'Next';
  return (
    <>
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={backDisabled || pending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="accent" isLoading={pending} disabled={disabled || uploading}>
        {label}
        {pending ? null : send ? (
          <Send aria-hidden="true" className="size-4" />
        ) : (
          <ArrowRight aria-hidden="true" className="size-4" />
        )}
      </Button>
    </>
  );
}
