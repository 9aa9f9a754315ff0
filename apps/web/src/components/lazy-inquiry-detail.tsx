import { type ComponentType, Suspense, useState } from 'react';
import { usePreloadOnIntent } from '@/lib/lazy-when-idle';
import { DialogLoading } from './lazy-dialog';

/** What an inbox's detail dialog is given: the open inquiry (null when closed) and where changes and focus go. */
export interface InquiryDetailControl<T> {
  inquiry: T | null;
  onClose: () => void;
  /** The server accepted a change: the dialog shows its answer (see useOpenInquiry's `keep`). */
  onChanged: (inquiry: T) => void;
  /** Where focus goes when the dialog closes (the card that opened it, unless it is gone). */
  onCloseAutoFocus: (event: Event) => void;
}

interface LazyInquiryDetailProps<T, P extends object> {
  /** The dialog from `lazyWhenIdle`: its code loads once a person is on the page, or when a card is opened. */
  dialog: { Component: ComponentType<P & InquiryDetailControl<T>>; preload: () => unknown };
  /** The inbox's open inquiry (`useOpenInquiry`). */
  opened: {
    current: T | null;
    close: () => void;
    keep: (inquiry: T) => void;
    returnFocus: (event: Event) => void;
  };
  /** Anything else the dialog takes. */
  props: P;
}

/**
 * An inbox's detail dialog, loaded apart from the list: mounted from the first opening on, so it closes (and hands
 * focus back) like any dialog, with a full-screen spinner should a card be opened before its code arrived.
 */
export function LazyInquiryDetail<T, P extends object>({
  dialog,
  opened,
  props,
}: LazyInquiryDetailProps<T, P>) {
  // Its code (forms, schemas, the conversation) loads once a person is on the page, not while the inbox draws.
  usePreloadOnIntent(dialog.preload);
  const [mounted, setMounted] = useState(false);
  if (opened.current && !mounted) setMounted(true);
  if (!mounted) return null;
  const { Component } = dialog;
  return (
    <Suspense fallback={opened.current ? <DialogLoading label="Opening the inquiry" /> : null}>
      <Component
        {...props}
        inquiry={opened.current}
        onClose={opened.close}
        onChanged={opened.keep}
        onCloseAutoFocus={opened.returnFocus}
      />
    </Suspense>
  );
}
