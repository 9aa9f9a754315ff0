import { createMediaStore, type ImageLimits } from '@inkbook/media';
import { AppError } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { BookingsDatabase } from '../db';

const PRIVATE = { visibility: 'private' } as const;

/**
 * Healed photos as private media (DESIGN §5): a client's body, stored by hash in this service's schema and served
 * only by the booking's authorized route. Built once in buildApp.
 */
export function createHealedPhotoMedia(db: Kysely<BookingsDatabase>, limits: ImageLimits) {
  const store = createMediaStore<BookingsDatabase>(db, { limits });
  return {
    store,
    /**
     * The body's data URLs stored in `trx` and claimed with it, their hashes in order: a later failure stores
     * nothing. A bad image fails the request with its own field (`images.2`), its status kept (400 not an image,
     * 413 too large).
     */
    async ingest(trx: Kysely<BookingsDatabase>, images: readonly string[]): Promise<string[]> {
      const hashes: string[] = [];
      for (const [index, image] of images.entries()) {
        try {
          // No `own` reader: a body names no stored image, so any reference but a data URL is refused.
          hashes.push(await store.ingest(image, { ...PRIVATE, own: () => null, executor: trx }));
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const { statusCode, code, message } = error;
          throw new AppError(statusCode, code, message, { [`images.${index}`]: message });
        }
      }
      await store.claim(trx, hashes);
      return hashes;
    },
    /** The stored photo as a data URL (its original JPEG rendition), for catalog to take into a portfolio. */
    async dataUrl(hash: string): Promise<string | null> {
      const original = await store.findVariant(hash, 'original.jpg', 'private');
      return original ? `data:${original.contentType};base64,${original.bytes.toString('base64')}` : null;
    },
  };
}
export type HealedPhotoMedia = ReturnType<typeof createHealedPhotoMedia>;
