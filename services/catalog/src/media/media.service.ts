import { errorCodes } from '@inkbook/contracts/errors';
import {
  IMAGE_REF_MESSAGE,
  isDataImageUrl,
  parseMediaUrl,
  type UploadedImage,
} from '@inkbook/contracts/media';
import { AppError, badRequest } from '@inkbook/service-kit';
import type { CatalogDb } from '../db';
import { type ImageLimits, processImage } from './image-processing';
import { confirmMedia, markClaimed, saveMedia } from './media.repository';

const MB = 1024 * 1024;

/** The config defaults (config.ts); registerMediaRoutes replaces them with the service's configured values. */
let configuredLimits: ImageLimits = { maxBytes: 10 * MB, maxPixels: 40_000_000 };

/** Set once at boot, so artists/ and studios/ can keep calling `ingestImage(db, ref)` without the config. */
export function setMediaLimits(limits: ImageLimits): void {
  configuredLimits = limits;
}

export const canonicalMediaUrl = (hash: string) => `/media/${hash}`;

const DATA_IMAGE_PREFIX = /^data:image\/[a-z0-9.+-]+;base64,/i;

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    errorCodes.tooLarge,
    `Image is too large (max ${Math.round((maxBytes / MB) * 10) / 10} MB)`,
  );

/** The bytes of a `data:image/...;base64,` URL, refused by size before anything is allocated for them. */
function decodeDataImageUrl(ref: string, maxBytes: number): Buffer {
  const prefix = DATA_IMAGE_PREFIX.exec(ref.slice(0, 128));
  if (!prefix) throw badRequest(IMAGE_REF_MESSAGE);
  const payload = ref.length - prefix[0].length;
  const padding = ref.endsWith('==') ? 2 : ref.endsWith('=') ? 1 : 0;
  if (Math.floor((payload * 3) / 4) - padding > maxBytes) throw tooLarge(maxBytes);
  if (!isDataImageUrl(ref)) throw badRequest(IMAGE_REF_MESSAGE);
  return Buffer.from(ref.slice(prefix[0].length), 'base64');
}

/** A data URL from the browser → checked, re-encoded, stored once; answers its canonical URL and size. */
export async function uploadImage(
  db: CatalogDb,
  dataUrl: string,
  limits: ImageLimits = configuredLimits,
): Promise<UploadedImage> {
  return storeImage(db, decodeDataImageUrl(dataUrl, limits.maxBytes), limits);
}

/** Image bytes (from an upload, or drawn by the demo seed) → checked, re-encoded, stored once by hash. */
export async function storeImage(
  db: CatalogDb,
  bytes: Buffer,
  limits: ImageLimits = configuredLimits,
): Promise<UploadedImage> {
  if (bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const image = await processImage(bytes, limits);
  await saveMedia(db, image);
  return { url: canonicalMediaUrl(image.hash), width: image.width, height: image.height };
}

/**
 * Turns an image reference from a request body into our canonical media URL: a `data:image/...` URL is
 * ingested (sniffed, re-encoded, stored by hash); one of our media URLs (canonical or a variant) must name an
 * image we hold; anything else (outside URLs, other strings) is a 400 'Images must be uploaded files'.
 */
export async function ingestImage(
  db: CatalogDb,
  ref: string,
  limits: ImageLimits = configuredLimits,
): Promise<string> {
  if (ref.startsWith('data:')) return (await uploadImage(db, ref, limits)).url;
  const own = parseMediaUrl(ref);
  if (own && (await confirmMedia(db, own.hash))) return canonicalMediaUrl(own.hash);
  throw badRequest(IMAGE_REF_MESSAGE);
}

/** Several references, in order; decoding is throttled inside processImage, so this may run them together. */
export const ingestImages = (db: CatalogDb, refs: string[], limits: ImageLimits = configuredLimits) =>
  Promise.all(refs.map((ref) => ingestImage(db, ref, limits)));

/** Marks media as referenced by a saved profile, so the 24-hour cleanup of unclaimed uploads keeps it. */
export async function claimMedia(db: CatalogDb, urls: (string | null | undefined)[]): Promise<void> {
  const hashes = new Set<string>();
  for (const url of urls) {
    const parsed = url ? parseMediaUrl(url) : null;
    if (parsed) hashes.add(parsed.hash);
  }
  await markClaimed(db, [...hashes]);
}
