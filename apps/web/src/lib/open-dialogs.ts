import { useEffect, useSyncExternalStore } from 'react';

// How many dialogs are open now: the toaster moves out of the way of their footers while any is.
let openDialogs = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts the calling component as an open dialog for as long as it is mounted (inside the dialog's content). */
export function useOpenDialogMark() {
  useEffect(() => {
    openDialogs += 1;
    changed();
    return () => {
      openDialogs -= 1;
      changed();
    };
  }, []);
}

/** Whether any dialog is open. */
export function useAnyDialogOpen() {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );
}
