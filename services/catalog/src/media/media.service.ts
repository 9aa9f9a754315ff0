import { IMAGE_REF_MESSAGE, parseMediaUrl, type UploadedImage } from '@inkbook/contracts/media';
import {
  createMediaStore,
  DEFAULT_IMAGE_LIMITS,
  type ImageLimits,
  publicMediaUrl,
  type StoredMedia,
} from '@inkbook/media';
import { badRequest } from '@inkbook/service-kit';
import type { CatalogDatabase, CatalogDb } from '../db';

/** The package defaults (same as config.ts's); registerMediaRoutes replaces them with the configured values. */
let configuredLimits: ImageLimits = DEFAULT_IMAGE_LIMITS;

/** Set once at boot, so artists/ and studios/ can keep calling `ingestImage(db, ref)` without the config. */
export function setMediaLimits(limits: ImageLimits): void {
  configuredLimits = limits;
}

/** Catalog's store on this db or transaction: creating one is free, so every call binds its own executor. */
export const mediaStore = (db: CatalogDb, limits: ImageLimits = configuredLimits) =>
  createMediaStore<CatalogDatabase>(db, { limits });

// Everything catalog stores is public: profile and studio images are shown to anyone.
const uploaded = ({ hash, width, height }: StoredMedia): UploadedImage => ({
  url: publicMediaUrl(hash),
  width,
  height,
});

/** A data URL from the browser → checked, re-encoded, stored once; answers its canonical URL and size. */
export async function uploadImage(
  db: CatalogDb,
  dataUrl: string,
  limits: ImageLimits = configuredLimits,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return uploaded(await mediaStore(db, limits).ingest(dataUrl, { visibility: 'public', signal }));
}

/** Image bytes (drawn by the demo seed) → checked, re-encoded, stored once by hash. */
export async function storeImage(
  db: CatalogDb,
  bytes: Buffer,
  limits: ImageLimits = configuredLimits,
): Promise<UploadedImage> {
  return uploaded(await mediaStore(db, limits).ingest(bytes, { visibility: 'public' }));
}

/**
 * Turns an image reference from a request body into our canonical media URL: a `data:image/...` URL is
 * ingested (sniffed, re-encoded, stored by hash); one of our media URLs (canonical or a variant) must name a
 * public image we hold; anything else (outside URLs, other strings) is a 400 'Images must be uploaded files'.
 */
export async function ingestImage(
  db: CatalogDb,
  ref: string,
  limits: ImageLimits = configuredLimits,
): Promise<string> {
  if (ref.startsWith('data:')) return (await uploadImage(db, ref, limits)).url;
  const own = parseMediaUrl(ref);
  if (own && (await mediaStore(db, limits).confirm(own.hash, 'public'))) return publicMediaUrl(own.hash);
  throw badRequest(IMAGE_REF_MESSAGE);
}

/** Several references, in order; decoding is throttled inside the pipeline, so this may run them together. */
export const ingestImages = (db: CatalogDb, refs: string[], limits: ImageLimits = configuredLimits) =>
  Promise.all(refs.map((ref) => ingestImage(db, ref, limits)));

/**
 * Marks media as referenced by a saved profile, so the 24-hour cleanup of unclaimed uploads keeps it. Pass the
 * write's transaction: the claim then commits or rolls back with the profile.
 */
export async function claimMedia(db: CatalogDb, urls: (string | null | undefined)[]): Promise<void> {
  await mediaStore(db).claim(db, urls);
}
