import type { UploadedImage } from '@inkbook/contracts/media';
import { createMediaStore, type ImageLimits, type MediaStore, publicMediaUrl } from '@inkbook/media';
import type { CatalogDatabase, CatalogDb } from '../db';

/** Catalog's media store, built once in buildApp and handed to every module in the context. */
export type CatalogMedia = MediaStore<CatalogDatabase>;

export const createCatalogMedia = (db: CatalogDb, limits: ImageLimits): CatalogMedia =>
  createMediaStore<CatalogDatabase>(db, { limits });

// Everything catalog stores is public: profile and studio images are shown to anyone.
const PUBLIC = { visibility: 'public' } as const;

/**
 * The store step in catalog's terms: an upload (POST /api/media, with its client's signal and address) or a seed's
 * drawing → its URL and size.
 */
export async function storeImage(
  media: CatalogMedia,
  image: string | Buffer,
  upload: { signal?: AbortSignal; address?: string } = {},
): Promise<UploadedImage> {
  const { hash, width, height } = await media.store(image, { ...PUBLIC, ...upload });
  return { url: publicMediaUrl(hash), width, height };
}

/**
 * The ingest step in catalog's terms: a body's image references → their canonical media URLs, in order (data URLs
 * stored, our URLs at any rendition checked, anything else a 400). Decoding is throttled inside the pipeline, so
 * they may run together.
 */
export const ingestImages = <const Refs extends readonly string[]>(
  media: CatalogMedia,
  refs: Refs,
): Promise<{ -readonly [K in keyof Refs]: string }> =>
  Promise.all(refs.map(async (ref) => publicMediaUrl(await media.ingest(ref, PUBLIC)))) as Promise<{
    -readonly [K in keyof Refs]: string;
  }>;
