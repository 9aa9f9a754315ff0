import { useCallback, useEffect, useRef, useState } from 'react';

interface CropRequest {
  id: number;
  src: string;
  resolve: (dataUrl: string | null) => void;
}

/**
 * Crop requests as promises, answered one at a time by a single dialog: `await requestCrop(src)` gives the
 * cropped JPEG data URL, or null when the person cancels. Requests still open on unmount resolve to null so
 * no upload waits forever.
 */
export function useCropQueue() {
  const [queue, setQueue] = useState<CropRequest[]>([]);
  const nextId = useRef(0);
  const open = useRef<CropRequest[]>([]);

  const requestCrop = useCallback(
    (src: string) =>
      new Promise<string | null>((resolve) => {
        nextId.current += 1;
        const request = { id: nextId.current, src, resolve };
        open.current = [...open.current, request];
        setQueue(open.current);
      }),
    [],
  );

  const answer = useCallback((dataUrl: string | null) => {
    const [current, ...rest] = open.current;
    if (!current) return;
    open.current = rest;
    setQueue(rest);
    current.resolve(dataUrl);
  }, []);

  useEffect(
    () => () => {
      for (const request of open.current) request.resolve(null);
      open.current = [];
    },
    [],
  );

  return { current: queue[0] ?? null, requestCrop, answer };
}
