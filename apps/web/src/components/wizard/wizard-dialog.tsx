import type { ReactNode } from 'react';
import type { LazyDialogControl } from '../lazy-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';

interface WizardDialogProps extends LazyDialogControl {
  title: string;
  description: ReactNode;
  /** The current step (a DialogStepFrame). */
  children: ReactNode;
}

/**
 * The dialog a wizard lives in (the inquiry dialogs): a full-screen sheet on phones. The step's heading takes
 * focus (DialogStepFrame), not the first button; closing gives focus back to the button that opened it.
 */
export function WizardDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  children,
}: WizardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreenOnPhone
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader className="pr-10">
          <DialogTitle className="text-lg">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
