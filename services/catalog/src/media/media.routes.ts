import { mediaRoutes } from '@inkbook/contracts/media';
import { createUploadLimiter, servePublicMedia } from '@inkbook/media';
import { badRequest, notFound, registerRoute, type ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';
import { downloadFilename, resolveDownloadSource } from './download';
import { storeImage } from './media.service';

/** The media store routes (POST /api/media, GET /media/*, GET /api/download-image). */
export function registerMediaRoutes(app: ServiceApp, context: CatalogContext): void {
  const store = context.media;
  const uploads = createUploadLimiter(app, context.catalogConfig, {
    service: 'catalog',
    table: 'upload_limits',
  });

  // Anyone may upload (applicants have no account yet): counted per address, decoded in that address's turn,
  // unclaimed uploads expire.
  registerRoute(app, mediaRoutes.upload, async (request, reply) => {
    const address = request.identity.ip;
    await uploads.consume(address);
    // An upload whose client has gone (closed tab, timed out) stops waiting for, or doing, the decode.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const image = await storeImage(store, request.body.image, { signal: gone.signal, address });
    return reply.status(201).send(image);
  });

  registerRoute(app, mediaRoutes.file, (request, reply) =>
    servePublicMedia(store, request, reply, request.params.hash),
  );
  registerRoute(app, mediaRoutes.fileVariant, (request, reply) =>
    servePublicMedia(store, request, reply, request.params.hash, request.params.variant),
  );

  registerRoute(app, mediaRoutes.download, async (request, reply) => {
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
  });
}
