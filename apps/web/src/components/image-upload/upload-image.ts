import type { UploadedImage } from '@inkbook/contracts/media';
import { mediaEndpoints } from '@inkbook/contracts/media-endpoints';
import type { Endpoint } from '@inkbook/contracts/route';
import { ApiError, urlFor } from '@/lib/api-client';

export interface UploadOptions {
  /** 0-100, as the request body goes out. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * Where an image field sends each prepared image: it answers the URL the form then holds. Public profile media
 * goes to the catalog (`uploadImage`); private media, such as an inquiry's photos, to the service that owns it.
 */
export type ImageUploader = (dataUrl: string, options: UploadOptions) => Promise<{ url: string }>;

/**
 * POSTs `{ image: dataUrl }` to `to` and answers the parsed JSON. XMLHttpRequest rather than the fetch-based api
 * client, because only XHR reports upload progress. Non-OK answers reject with the same ApiError the api client
 * throws; a dropped connection rejects with a plain Error, an abort with a DOMException named 'AbortError'.
 */
export function postImage<T>(
  to: Endpoint,
  dataUrl: string,
  { onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlFor(to));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as T);
        } catch {
          reject(new ApiError(xhr.status, text, xhr.statusText, 'The server sent an unreadable answer.'));
        }
        return;
      }
      reject(new ApiError(xhr.status, text, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('Network error: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify({ image: dataUrl }));
  });
}

/** POST /api/media: public catalog media (profiles, portfolios, studio photos). */
export const uploadImage: ImageUploader = (dataUrl, options) =>
  postImage<UploadedImage>(mediaEndpoints.upload, dataUrl, options);
