import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export { DialogDescription as SheetDescription, DialogTitle as SheetTitle } from './dialog';

const sides = {
  right: 'inset-y-0 right-0 h-full w-[min(100vw,28rem)] border-l data-[state=open]:animate-slide-in-right',
  left: 'inset-y-0 left-0 h-full w-[min(100vw,28rem)] border-r data-[state=open]:animate-slide-in-left',
  bottom: 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl border-t data-[state=open]:animate-slide-in-bottom',
} as const;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof sides;
}

/** A dialog that slides in from an edge (filters, long forms on phones). Same focus trap and Escape as Dialog. */
export function SheetContent({ side = 'right', className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto border-line bg-paper p-6 shadow-2xl focus:outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-paper-deep hover:text-ink">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
