import { useCallback, useEffect, useRef } from 'react';
import type { ImageUploader } from '@/components/image-upload/upload-image';
import { objectUrlOf } from '../utils/object-url';

/**
 * The estimator's "upload": the image field prepares each picture as usual, and this keeps it on the device as an
 * object URL instead of sending it anywhere. A preview no longer held (removed, replaced by its crop, cleared by
 * 'Get New Quote') is released at once; leaving the page releases every one made, including any the field turned
 * away (over its limit).
 */
export function useLocalPreviews(held: readonly string[]): ImageUploader {
  const made = useRef(new Set<string>());
  const previous = useRef<readonly string[]>([]);

  useEffect(() => {
    for (const url of previous.current) {
      if (held.includes(url)) continue;
      URL.revokeObjectURL(url);
      made.current.delete(url);
    }
    previous.current = held;
  }, [held]);

  useEffect(() => {
    const all = made.current;
    return () => {
      for (const url of all) URL.revokeObjectURL(url);
      all.clear();
    };
  }, []);

  return useCallback(async (dataUrl, { onProgress }) => {
    const url = objectUrlOf(dataUrl);
    made.current.add(url);
    onProgress(100);
    return { url };
  }, []);
}
