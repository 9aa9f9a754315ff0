import { type MediaVariant, mediaVariants } from '@inkbook/contracts/media';
import { matchesEtag, notFound } from '@inkbook/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaDatabase } from './media.table';
import { MEDIA_HASH, type MediaStore } from './media-store';

/** What a URL without a variant serves: the widest WebP, good for any card or gallery. */
export const DEFAULT_MEDIA_VARIANT: MediaVariant = 'w1600.webp';

/** The part of a store serving needs (any service's store fits). */
export type MediaReader = Pick<MediaStore<MediaDatabase>, 'exists' | 'findVariant'>;

const isVariant = (value: string): value is MediaVariant =>
  (mediaVariants as readonly string[]).includes(value);

const checkAddress = (hash: string, variant: string): MediaVariant => {
  if (!MEDIA_HASH.test(hash) || !isVariant(variant)) throw notFound('Image not found');
  return variant;
};

/**
 * A public stored rendition with headers for a content-addressed file: the bytes under a URL never change, so
 * browsers and CDNs may keep them for a year. Private media is a 404 here even to someone who knows its hash
 * (a revalidation included, so a conditional request cannot probe for it either).
 */
export async function servePublicMedia(
  store: MediaReader,
  request: FastifyRequest,
  reply: FastifyReply,
  hash: string,
  variant: string = DEFAULT_MEDIA_VARIANT,
) {
  const checked = checkAddress(hash, variant);
  const headers = {
    etag: `"${hash}-${checked}"`,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  // Headers go on only once the image is known to be public: a 404 must not be cached for a year.
  if (matchesEtag(request.headers['if-none-match'], headers.etag)) {
    // Existence only: a revalidation never reads the bytes.
    if (!(await store.exists(hash, 'public'))) throw notFound('Image not found');
    return reply.headers(headers).status(304).send();
  }
  const file = await store.findVariant(hash, checked, 'public');
  if (!file) throw notFound('Image not found');
  return reply.headers({ ...headers, 'content-type': file.contentType }).send(file.bytes);
}

/**
 * A private stored rendition. It answers whoever reaches it, so the owning service's route calls it only after
 * its own authorization check, at a path of its own (never `/media/...`). Nothing may keep a copy: the picture
 * may be of a client's body, and a shared cache must never hold it.
 */
export async function servePrivateMedia(
  store: MediaReader,
  reply: FastifyReply,
  hash: string,
  variant: string = DEFAULT_MEDIA_VARIANT,
) {
  const file = await store.findVariant(hash, checkAddress(hash, variant), 'private');
  if (!file) throw notFound('Image not found');
  return reply
    .headers({
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(file.bytes);
}
