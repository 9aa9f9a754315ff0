import {
  downloadImageQuerySchema,
  uploadedImageSchema,
  uploadImageBodySchema,
} from '@inkbook/contracts/media';
import { servePublicMedia } from '@inkbook/media';
import { badRequest, notFound, type ServiceApp } from '@inkbook/service-kit';
import { z } from 'zod';
import type { CatalogContext } from '../context';
import { downloadFilename, resolveDownloadSource } from './download';
import { storeImage } from './media.service';

/** The media store routes (POST /api/media, GET /media/*, GET /api/download-image). */
export function registerMediaRoutes(app: ServiceApp, context: CatalogContext): void {
  const store = context.media;

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
    async (request, reply) => {
      // An upload whose client has gone (closed tab, timed out) stops waiting for, or doing, the decode.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const image = await storeImage(store, request.body.image, gone.signal);
      return reply.status(201).send(image);
    },
  );

  const hashParams = z.object({ hash: z.string() });
  app.get('/media/:hash', { schema: { hide: true, params: hashParams } }, (request, reply) =>
    servePublicMedia(store, request, reply, request.params.hash),
  );
  app.get(
    '/media/:hash/:variant',
    { schema: { hide: true, params: hashParams.extend({ variant: z.string() }) } },
    (request, reply) => servePublicMedia(store, request, reply, request.params.hash, request.params.variant),
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
      // Public media only: a download is a public URL like /media/..., so private media is not found here.
      const file = await store.findVariant(source.hash, source.variant, 'public');
      if (!file) throw notFound('Image not found');
      return reply
        .headers({
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${downloadFilename(request.query.filename)}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, max-age=3600',
        })
        .send(file.bytes);
    },
  );
}
