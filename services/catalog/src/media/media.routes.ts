import {
  downloadImageQuerySchema,
  type MediaVariant,
  mediaVariants,
  uploadedImageSchema,
  uploadImageBodySchema,
} from '@inkbook/contracts/media';
import { badRequest, notFound, type ServiceApp } from '@inkbook/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { downloadFilename, resolveDownloadSource } from './download';
import { findVariant } from './media.repository';
import { setMediaLimits, uploadImage } from './media.service';
import { scheduleMediaCleanup } from './media-cleanup';

const HASH = /^[a-f0-9]{64}$/;
/** What `GET /media/<hash>` serves: the widest WebP, good for any card or gallery. */
const DEFAULT_VARIANT: MediaVariant = 'w1600.webp';
const isVariant = (value: string): value is MediaVariant =>
  (mediaVariants as readonly string[]).includes(value);

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` and `"x"` match, as does `*`. */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A stored rendition with headers for a content-addressed file: the bytes under a URL never change, so
 * browsers and CDNs may keep them for a year, and a revalidation never needs the database.
 */
async function serveVariant(
  db: CatalogDb,
  request: FastifyRequest,
  reply: FastifyReply,
  hash: string,
  variant: string,
) {
  if (!HASH.test(hash) || !isVariant(variant)) throw notFound('Image not found');
  const etag = `"${hash}-${variant}"`;
  const cacheHeaders = {
    etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  if (matchesEtag(request.headers['if-none-match'], etag))
    return reply.headers(cacheHeaders).status(304).send();
  const row = await findVariant(db, hash, variant);
  if (!row) throw notFound('Image not found');
  return reply.headers({ ...cacheHeaders, 'content-type': row.content_type }).send(row.bytes);
}

/** The media store routes (POST /api/media, GET /media/*, GET /api/download-image). */
export function registerMediaRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db, catalogConfig } = context;
  setMediaLimits({ maxBytes: catalogConfig.MEDIA_MAX_BYTES, maxPixels: catalogConfig.MEDIA_MAX_PIXELS });
  scheduleMediaCleanup(app, db);

  // Anyone may upload (applicants have no account yet); the gateway rate-limits, unclaimed uploads expire.
  app.post(
    '/api/media',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload one image (JPEG, PNG or WebP data URL); answers its media URL',
        body: uploadImageBodySchema,
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await uploadImage(db, request.body.image)),
  );

  const hashParams = z.object({ hash: z.string() });
  app.get('/media/:hash', { schema: { hide: true, params: hashParams } }, (request, reply) =>
    serveVariant(db, request, reply, request.params.hash, DEFAULT_VARIANT),
  );
  app.get(
    '/media/:hash/:variant',
    { schema: { hide: true, params: hashParams.extend({ variant: z.string() }) } },
    (request, reply) => serveVariant(db, request, reply, request.params.hash, request.params.variant),
  );

  app.get(
    '/api/download-image',
    {
      schema: {
        tags: ['media'],
        summary: 'One of our images as a JPEG attachment (never fetches outside URLs)',
        querystring: downloadImageQuerySchema,
      },
    },
    async (request, reply) => {
      const source = resolveDownloadSource(request.query.url);
      if (!source) throw badRequest('Only Inkbook images can be downloaded');
      const row = await findVariant(db, source.hash, source.variant);
      if (!row) throw notFound('Image not found');
      return reply
        .headers({
          'content-type': row.content_type,
          'content-disposition': `attachment; filename="${downloadFilename(request.query.filename)}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, max-age=3600',
        })
        .send(row.bytes);
    },
  );
}
