import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAttachmentRef } from '@inkbook/contracts/inquiry';
import type { InquiryAttachment } from '@inkbook/contracts/inquiry-routes';
import { createMediaStore, type ImageLimits } from '@inkbook/media';
import { AppError } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { InquiriesDatabase } from '../db';
import { stillReferenced } from './attachment.repository';

/**
 * An inquiry's reference and placement photos: a client's body, so private media (DESIGN §5). Stored by hash in
 * this service's schema and served only by the inquiry routes after their authorization check.
 */
export function createAttachments(db: Kysely<InquiriesDatabase>, limits: ImageLimits, secret: string) {
  const store = createMediaStore<InquiriesDatabase>(db, { limits });

  // An upload's ref carries our signature, so a body can name only an upload made here, never an image some other
  // inquiry holds (whose hash its recipient has seen in a URL).
  const signature = (hash: string) =>
    createHmac('sha256', secret).update(`inquiry-attachment:${hash}`).digest('base64url').slice(0, 32);
  const signedHash = (ref: string) => {
    const [hash = '', given = ''] = ref.split('.');
    const expected = Buffer.from(signature(hash));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? hash : null;
  };

  /** Our own refs in a body: an upload made here, whose signature holds. */
  const own = (ref: string) => (isAttachmentRef(ref) ? signedHash(ref) : null);

  return {
    store,
    /**
     * POST /api/inquiries/attachments: one image from `address`, unclaimed until an inquiry names it (expires
     * otherwise).
     */
    async upload(
      dataUrl: string,
      upload: { signal: AbortSignal; address: string },
    ): Promise<InquiryAttachment> {
      const stored = await store.store(dataUrl, { visibility: 'private', ...upload });
      return { ref: `${stored.hash}.${signature(stored.hash)}`, width: stored.width, height: stored.height };
    },
    /**
     * A deleted inquiry's photos go with it (a client's body is kept no longer than needed), unless another
     * inquiry holds the same picture. Run in the delete's transaction.
     */
    async release(trx: Kysely<InquiriesDatabase>, hashes: readonly string[]): Promise<void> {
      const kept = await stillReferenced(trx, hashes);
      await store.forget(
        trx,
        hashes.filter((hash) => !kept.has(hash)),
      );
    },
    /**
     * The hashes of a body's refs, in order, each claimed with the inquiry. A bad image fails the request with its
     * own field (`referenceImages.2`), its status kept (400 not an image, 413 too large).
     */
    async resolve(trx: Kysely<InquiriesDatabase>, field: string, refs: readonly string[]): Promise<string[]> {
      const hashes: string[] = [];
      for (const [index, ref] of refs.entries()) {
        try {
          // A data URL is stored inside `trx`, so a later failure stores nothing.
          hashes.push(await store.ingest(ref, { visibility: 'private', own, executor: trx }));
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const { statusCode, code, message } = error;
          throw new AppError(statusCode, code, message, { [`${field}.${index}`]: message });
        }
      }
      await store.claim(trx, hashes);
      return hashes;
    },
  };
}
export type Attachments = ReturnType<typeof createAttachments>;

/** Whether an attachment hash belongs to this inquiry (anything else is a 404, whoever asks). */
export const holdsAttachment = (
  inquiry: { reference_images: string[]; placement_photos: string[] },
  hash: string,
) => inquiry.reference_images.includes(hash) || inquiry.placement_photos.includes(hash);
