import type { ReactNode, Ref } from 'react';
import type { LazyDialogControl } from '../lazy-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';

interface WizardDialogProps extends LazyDialogControl {
  title: string;
  description: ReactNode;
  /** The current step (a DialogStepFrame). */
  children: ReactNode;
  /** A dialog without step frames (the waitlist's) focuses its title itself: the title takes focus through this. */
  titleRef?: Ref<HTMLHeadingElement>;
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
  titleRef,
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
          <DialogTitle
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            className="text-lg focus:outline-none"
          >
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
