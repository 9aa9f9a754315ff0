import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type ImageShape, NOT_AN_IMAGE, resizeImage, UPLOAD_SHAPE } from './resize-image';
import { type ImageUploader, uploadImage } from './upload-image';

export const maxMessage = (max: number) => `Maximum ${max} images allowed`;

export interface PendingUpload {
  key: number;
  name: string;
  /** 0-100 of the request body sent. */
  progress: number;
  /** Waiting its turn; being read, resized or cropped; being sent. */
  stage: 'queued' | 'preparing' | 'uploading';
}

interface Options {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  cropOnAdd: boolean;
  /** How chosen files are resized (and cropped) before they are sent; spec §9's 800 px unless told. */
  shape?: ImageShape;
  onBusyChange: ((busy: boolean) => void) | undefined;
  requestCrop: (src: string) => Promise<string | null>;
  upload?: ImageUploader | undefined;
  /** What an image is drawn from, when the value held is not itself a URL (a private upload's ref). */
  preview?: ((value: string) => string) | undefined;
}

/** Values that are URLs are drawn as they are. */
const asIs = (value: string) => value;

function uploadErrorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'Please try again.';
}

/**
 * The image list's state machine: chosen files are read, resized, optionally cropped and uploaded one at a
 * time (so they land in the order chosen), cropped images replace the one they came from, and `max` is never
 * exceeded. Results are written through a ref of the latest value, because several uploads may finish between
 * two renders of the parent.
 */
export function useImageUploads({
  value,
  onChange,
  max,
  cropOnAdd,
  shape = UPLOAD_SHAPE,
  onBusyChange,
  requestCrop,
  upload = uploadImage,
  preview = asIs,
}: Options) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ value, onChange, onBusyChange });
  latest.current = { value, onChange, onBusyChange };
  /** New images on their way, counted against `max` before they land. */
  const reserved = useRef(0);
  const nextKey = useRef(0);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or the wizard step) cancels uploads whose result nobody would see.
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const busy = pending.length > 0;
  useEffect(() => {
    if (!busy) return;
    latest.current.onBusyChange?.(true);
    return () => latest.current.onBusyChange?.(false);
  }, [busy]);

  const commit = useCallback((next: string[]) => {
    latest.current.value = next;
    latest.current.onChange(next);
  }, []);

  const update = useCallback((key: number, patch: Partial<PendingUpload>) => {
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);
  const finish = useCallback((key: number) => {
    setPending((list) => list.filter((item) => item.key !== key));
  }, []);

  /** Uploads one data URL; answers its media URL, or null after telling the person why not. */
  const send = useCallback(
    async (key: number, dataUrl: string): Promise<string | null> => {
      const signal = controller.current?.signal;
      if (!signal || signal.aborted) return null;
      update(key, { stage: 'uploading', progress: 0 });
      try {
        const { url } = await upload(dataUrl, {
          signal,
          onProgress: (progress) => update(key, { progress }),
        });
        return url;
      } catch (error) {
        if (!signal.aborted) toast.error('Upload failed', { description: uploadErrorText(error) });
        return null;
      }
    },
    [update, upload],
  );

  /** Puts an uploaded image in the list: in place of `replaces`, or at the end. */
  const place = useCallback(
    (url: string, name: string, replaces: string | null) => {
      const current = latest.current.value;
      let next: string[];
      if (replaces !== null) {
        const at = current.indexOf(replaces);
        if (at === -1) return; // Removed while its crop was uploading.
        // The same picture twice would share one URL (content-addressed); keep a single copy.
        next = current.flatMap((item, index) => (index === at ? [url] : item === url ? [] : [item]));
      } else if (max === 1) {
        next = [url];
      } else if (current.includes(url)) {
        toast.error(`${name} is already added`);
        return;
      } else if (current.length >= max) {
        toast.error(maxMessage(max));
        return;
      } else {
        next = [...current, url];
      }
      commit(next);
      setAnnouncement(`${name} uploaded.`);
    },
    [commit, max],
  );

  const addOne = useCallback(
    async (file: File, key: number) => {
      update(key, { stage: 'preparing' });
      let dataUrl: string;
      try {
        dataUrl = await resizeImage(file, shape);
      } catch {
        toast.error(`Couldn't read ${file.name}`, { description: NOT_AN_IMAGE });
        return;
      }
      if (cropOnAdd) {
        const cropped = await requestCrop(dataUrl);
        if (!cropped) return;
        dataUrl = cropped;
      }
      const url = await send(key, dataUrl);
      if (url) place(url, file.name, null);
    },
    [update, cropOnAdd, shape, requestCrop, send, place],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      // With a single image, choosing again replaces it, so there is always room for one.
      const room = max === 1 ? 1 : max - latest.current.value.length - reserved.current;
      if (files.length > room) toast.error(maxMessage(max));
      const chosen = files.slice(0, Math.max(0, room));
      if (chosen.length === 0) return;
      const counted = max === 1 ? 0 : chosen.length;
      reserved.current += counted;
      const entries = chosen.map((file) => {
        nextKey.current += 1;
        return { key: nextKey.current, name: file.name, progress: 0, stage: 'queued' as const };
      });
      setPending((list) => [...list, ...entries]);
      // One at a time: images land in the order chosen, and a phone is spared several decodes at once.
      for (const [index, file] of chosen.entries()) {
        const entry = entries[index];
        if (!entry) continue;
        try {
          await addOne(file, entry.key);
        } finally {
          finish(entry.key);
          if (counted > 0) reserved.current -= 1;
        }
      }
    },
    [max, addOne, finish],
  );

  const cropAt = useCallback(
    async (index: number) => {
      const url = latest.current.value[index];
      if (!url) return;
      const cropped = await requestCrop(preview(url));
      if (!cropped) return;
      nextKey.current += 1;
      const key = nextKey.current;
      const name = `Cropped image ${index + 1}`;
      setPending((list) => [...list, { key, name, progress: 0, stage: 'uploading' }]);
      try {
        const next = await send(key, cropped);
        if (next) place(next, name, url);
      } finally {
        finish(key);
      }
    },
    [requestCrop, preview, send, place, finish],
  );

  const removeAt = useCallback(
    (index: number) => {
      commit(latest.current.value.filter((_, at) => at !== index));
      setAnnouncement(`Image ${index + 1} removed.`);
    },
    [commit],
  );

  const move = useCallback(
    (from: number, to: number) => commit(arrayMove(latest.current.value, from, to)),
    [commit],
  );

  return { pending, announcement, addFiles, cropAt, removeAt, move };
}
