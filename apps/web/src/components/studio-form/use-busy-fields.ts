import { useCallback, useState } from 'react';

/** Which fields are busy (uploading images): a studio form holds Continue or Save until none is. */
export function useBusyFields() {
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(() => new Set());
  const setBusy = useCallback((field: string, busy: boolean) => {
    setBusyFields((current) => {
      if (current.has(field) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  return { busy: busyFields.size > 0, setBusy };
}
