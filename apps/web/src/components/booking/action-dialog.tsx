import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button-styles';
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

interface ActionDialogProps {
  /** The button that opens it (its text may carry a screen-reader-only part: 'Move' + ' session 2'). */
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  title: string;
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
  children?: ReactNode;
}

/**
 * One booking action that asks something first (the method, a time, a reason) or confirms: a button opening a form
 * in a dialog. It stays open when the server refuses (the toast says why) and cannot close mid-request.
 */
export function ActionDialog({
  trigger,
  triggerVariant = 'outline',
  title,
  description,
  confirm,
  keep = 'Cancel',
  alert = false,
  open,
  onOpenChange,
  isPending,
  onSubmit,
  children,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent role={alert ? 'alertdialog' : 'dialog'} hideClose={alert}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
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
