import { useCallback, useState } from 'react';

/**
 * Whether any image field of a form is still uploading (each reports through `onBusyChange`), so the form's
 * forward button can wait: moving on would cancel the upload.
 */
export function useUploadsInFlight() {
  const [count, setCount] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setCount((current) => current + (busy ? 1 : -1)), []);
  return { uploading: count > 0, onBusyChange };
}
