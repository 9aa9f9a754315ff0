import { createHash } from 'node:crypto';
import { IMAGE_REF_MESSAGE, type MediaVariant, parseMediaUrl } from '@inkbook/contracts/media';
import { badRequest } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import { decodeDataImageUrl, tooLarge } from './data-url';
import {
  DEFAULT_IMAGE_LIMITS,
  type ImageLimits,
  type ProcessOptions,
  processImage,
} from './image-processing';
import { type FileType, fileContentTypes } from './kept-file';
import {
  confirmMedia,
  deleteMedia,
  deleteUnclaimedBefore,
  findVariant,
  type MediaDb,
  markClaimed,
  mediaExists,
  saveFile,
  saveMedia,
} from './media.repository';
import type { MediaDatabase, MediaVisibility } from './media.table';

/** How long an upload may wait for a record to reference it (a form is filled in well within a day). */
export const UNCLAIMED_MEDIA_TTL = '24 hours';

export const MEDIA_HASH = /^[a-f0-9]{64}$/;

export interface StoredMedia {
  hash: string;
  /** Of the largest stored rendition (at most 2400 px a side), after EXIF orientation. */
  width: number;
  height: number;
  visibility: MediaVisibility;
}

export interface StoredVariant {
  contentType: string;
  bytes: Buffer;
}

/** Which of our images a body reference names, if any (a service's own reference format). */
export type OwnMediaRef = (ref: string) => string | null;

export interface MediaStore<DB extends MediaDatabase> {
  /**
   * Stores an uploaded image: a `data:image/...;base64,` URL (an upload's body) or raw bytes (drawn by a seed) →
   * checked, re-encoded, stored once by hash, unclaimed until a record claims it. `address` (the uploader's) gives
   * its decode that address's own line in the decode queue.
   */
  store(
    image: string | Buffer,
    options: {
      visibility: MediaVisibility;
      signal?: AbortSignal | undefined;
      address?: string | undefined;
    },
  ): Promise<StoredMedia>;
  /**
   * Takes an image reference from an API body and answers the hash of the image it names: a data URL is stored
   * (on `executor` when given, so inside a transaction a later failure keeps nothing); a reference that `own`
   * (default: our public `/media/...` URLs) reads as one of our images must name one we hold with this visibility
   * (its unclaimed clock restarted, as the record about to claim it saves first). Anything else, an outside URL
   * included, is a 400 'Images must be uploaded files'.
   */
  ingest(
    ref: string,
    options: { visibility: MediaVisibility; own?: OwnMediaRef; executor?: Kysely<DB> },
  ): Promise<string>;
  /**
   * Keeps a file this service made itself as it is (see kept-file.ts), unclaimed, under the hash of its bytes or,
   * for a file derived from another (a stencil's PNG from its SVG), under that one's `hash`; answers the hash.
   */
  keep(
    bytes: Buffer,
    options: { type: FileType; visibility: MediaVisibility; hash?: string | undefined },
  ): Promise<string>;
  exists(hash: string, visibility: MediaVisibility): Promise<boolean>;
  findVariant(
    hash: string,
    variant: MediaVariant | FileType,
    visibility: MediaVisibility,
  ): Promise<StoredVariant | undefined>;
  /**
   * Marks media as referenced, on the caller's db or transaction so the claim commits (or rolls back) with the
   * record that references it. A ref is one of our public `/media/...` URLs or a bare hash (what a private
   * attachment row keeps); anything else is ignored.
   */
  claim(executor: Kysely<DB>, refs: readonly (string | null | undefined)[]): Promise<void>;
  /**
   * Deletes media whose last record is gone, on the caller's db or transaction (with that record's delete). The
   * caller answers for no other record still referencing it (content-addressed: two records may share one).
   */
  forget(executor: Kysely<DB>, hashes: readonly string[]): Promise<void>;
  /** Deletes media nobody claimed within `olderThan` (uploads: a day); answers how many went. */
  deleteUnclaimed(olderThan?: string): Promise<number>;
}

/**
 * The content hash, which is the media's address. Private media hashes the same pixels under another name, so
 * a picture stored both ways is two rows and one visibility never shadows the other.
 */
export function mediaHash(original: Buffer, visibility: MediaVisibility): string {
  const hash = createHash('sha256');
  if (visibility === 'private') hash.update('inkbook-private-media\0');
  return hash.update(original).digest('hex');
}

export const publicMediaUrl = (hash: string) => `/media/${hash}`;

const hashOfRef = (ref: string) => parseMediaUrl(ref)?.hash ?? (MEDIA_HASH.test(ref) ? ref : null);

/** The default reading of a body reference: one of our public `/media/...` URLs, at any rendition. */
const ownMediaUrl: OwnMediaRef = (ref) => parseMediaUrl(ref)?.hash ?? null;

/** The media store of one service, over the media tables in that service's own schema. */
export function createMediaStore<DB extends MediaDatabase>(
  serviceDb: Kysely<DB>,
  options: { limits?: ImageLimits } = {},
): MediaStore<DB> {
  // A service's database holds more tables than these two; the store only ever touches the media ones.
  const db = serviceDb as unknown as MediaDb;
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  async function save(
    executor: MediaDb,
    image: string | Buffer,
    visibility: MediaVisibility,
    options: ProcessOptions = {},
  ) {
    const bytes = typeof image === 'string' ? decodeDataImageUrl(image, limits.maxBytes) : image;
    if (bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
    const processed = await processImage(bytes, limits, options);
    const hash = mediaHash(processed.renditions[0].bytes, visibility);
    await saveMedia(executor, { ...processed, hash, visibility });
    return { hash, width: processed.width, height: processed.height, visibility };
  }
  return {
    store: (image, { visibility, signal, address }) => save(db, image, visibility, { signal, address }),
    async ingest(ref, { visibility, own = ownMediaUrl, executor }) {
      const media = executor ? (executor as unknown as MediaDb) : db;
      if (ref.startsWith('data:')) return (await save(media, ref, visibility)).hash;
      const hash = own(ref);
      // An expired (cleaned-up) upload is as unknown as a forged reference.
      if (hash && MEDIA_HASH.test(hash) && (await confirmMedia(media, hash, visibility))) return hash;
      throw badRequest(IMAGE_REF_MESSAGE);
    },
    async keep(bytes, { type, visibility, hash = mediaHash(bytes, visibility) }) {
      await saveFile(db, { hash, type, contentType: fileContentTypes[type], bytes, visibility });
      return hash;
    },
    async exists(hash, visibility) {
      return MEDIA_HASH.test(hash) && !!(await mediaExists(db, hash, visibility));
    },
    async findVariant(hash, variant, visibility) {
      const row = await findVariant(db, hash, variant, visibility);
      return row && { contentType: row.content_type, bytes: row.bytes };
    },
    async claim(executor, refs) {
      const hashes = new Set<string>();
      for (const ref of refs) {
        const hash = ref ? hashOfRef(ref) : null;
        if (hash) hashes.add(hash);
      }
      await markClaimed(executor as unknown as MediaDb, [...hashes]);
    },
    async forget(executor, hashes) {
      await deleteMedia(
        executor as unknown as MediaDb,
        hashes.filter((hash) => MEDIA_HASH.test(hash)),
      );
    },
    deleteUnclaimed: (olderThan = UNCLAIMED_MEDIA_TTL) => deleteUnclaimedBefore(db, olderThan),
  };
}
