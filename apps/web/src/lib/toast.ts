import { createElement } from 'react';
import { Toaster, type ToasterProps, toast } from 'sonner';
import { useAnyDialogOpen } from './open-dialogs';

/** Spec §9: one toast at a time, 5 s by default, at most 420 px wide. */
export const toasterProps = {
  visibleToasts: 1,
  duration: 5000,
  position: 'bottom-right',
  closeButton: true,
  richColors: true,
  style: { '--width': 'min(420px, calc(100vw - 32px))' } as ToasterProps['style'],
  toastOptions: { style: { maxWidth: '420px' } },
} satisfies ToasterProps;

/**
 * Mounted once in the app providers. While a dialog is open its toasts show at the top: the dialog's Back / Next
 * bar sits at the bottom (of the sheet on a phone, bottom right on a desktop), where a toast would cover Next.
 */
export function AppToaster() {
  const dialogOpen = useAnyDialogOpen();
  return createElement(Toaster, {
    ...toasterProps,
    position: dialogOpen ? 'top-center' : toasterProps.position,
  });
}

export { toast };
