import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useOpenDialogMark } from '@/lib/open-dialogs';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the corner close button (e.g. when the footer has its own). */
  hideClose?: boolean;
  /** Fill the whole screen below `sm` (a long multi-step form on a phone); a centered modal from `sm` up. */
  fullScreenOnPhone?: boolean;
}

const centered =
  'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line p-6 sm:p-8';
const phoneSheet =
  'inset-0 h-dvh w-full p-5 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line sm:p-8';

/** Rendered inside an open dialog's content, so the toaster knows to keep clear of its footer. */
function OpenDialogMark() {
  useOpenDialogMark();
  return null;
}

/** A centered, focus-trapped modal; Escape and the close button dismiss it. Scrolls inside on small screens. */
export function DialogContent({
  className,
  children,
  hideClose = false,
  fullScreenOnPhone = false,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 overflow-y-auto bg-paper shadow-2xl shadow-ink/20 focus:outline-none',
          fullScreenOnPhone ? phoneSheet : centered,
          'data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
        ref={content}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // Escape pressed in a dialog opened from this one (the inquiry's pricing disclaimer) is never this one's:
          // the library attaches the newer dialog's listener a frame after it takes focus, and in that frame only
          // this one would hear it.
          const from =
            event.target instanceof Element ? event.target.closest('[role=dialog],[role=alertdialog]') : null;
          if (from && from !== content.current && !content.current?.contains(from)) event.preventDefault();
        }}
      >
        <OpenDialogMark />
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-paper-deep hover:text-ink">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-5 flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-2xl font-semibold text-ink', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
