import { type ComponentType, type MouseEvent, type ReactNode, Suspense, useRef, useState } from 'react';
import { usePreloadOnIntent } from '@/lib/lazy-when-idle';
import { Spinner } from './ui/spinner';

/** What a lazily loaded dialog is given to open, close and hand focus back. */
export interface LazyDialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog, which gets focus back when it closes. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * A dialog whose code (forms, image tools) stays out of the page's first load and arrives once a person is on
 * the page (`lazyWhenIdle`'s `preload`, `usePreloadOnIntent`). Once opened it stays mounted, so its answers survive closing it.
 */
export function useLazyDialog(preload: () => unknown) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  usePreloadOnIntent(preload);

  /** Opens it; from a button's click, that button gets focus back when it closes. */
  const show = (event?: MouseEvent<HTMLElement>) => {
    opener.current = event?.currentTarget ?? null;
    setMounted(true);
    setOpen(true);
  };
  const control: LazyDialogControl = { open, onOpenChange: setOpen, returnFocusTo: () => opener.current };
  return { show, mounted, control };
}

interface LazyDialogProps<P extends object> {
  dialog: { mounted: boolean; control: LazyDialogControl };
  component: ComponentType<P & LazyDialogControl>;
  props: P;
  /** Read out while the dialog's code is still on its way. */
  loadingLabel: string;
}

/** A full-screen spinner in a dialog's place while its code is on its way; `label` is read out. */
export function DialogLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60 text-paper">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

/** Renders the dialog once opened, with a full-screen spinner while its code loads. */
export function LazyDialog<P extends object>({
  dialog,
  component: Component,
  props,
  loadingLabel,
}: LazyDialogProps<P>): ReactNode {
  if (!dialog.mounted) return null;
  return (
    <Suspense fallback={dialog.control.open ? <DialogLoading label={loadingLabel} /> : null}>
      <Component {...props} {...dialog.control} />
    </Suspense>
  );
}
