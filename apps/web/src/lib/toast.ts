import { createElement } from 'react';
import { Toaster, type ToasterProps, toast } from 'sonner';

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

/** Mounted once in the app providers. */
export function AppToaster() {
  return createElement(Toaster, toasterProps);
}

export { toast };
