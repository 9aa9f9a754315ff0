import {
  DESIGN_FILE_NAME,
  designDownloadName,
  designFileName,
  designRoutes,
} from '@inkbook/contracts/design';
import { matchesEtag, notFound, registerRoute, type ServiceApp } from '@inkbook/service-kit';
import { type DesignStudio, generateDesigns } from './design.service';
import { findOrRenderDesignFile } from './design-file.service';

/**
 * POST /api/generate-design, the designs' files at /api/designs/<hash>.<png|svg>, and the downloads of designs
 * (the gateway sends `GET /api/download-image` here when its `url` names one of our PNGs).
 */
export function registerDesignRoutes(app: ServiceApp, studio: DesignStudio): void {
  // Anyone may generate (spec §6: visitors use the generator); the limiter and the queue bound what it costs.
  registerRoute(app, designRoutes.generate, async (request, reply) => {
    // A caller that has gone (closed tab, timed out) leaves the queue rather than waiting for a slot.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return generateDesigns(studio, request.body, request.identity.ip, gone.signal);
  });

  // Content-addressed: the bytes under a name never change, so anyone may keep them for a year.
  registerRoute(app, designRoutes.file, async (request, reply) => {
    const file = await findOrRenderDesignFile(studio, request.params.name);
    const etag = `"${request.params.name}"`;
    reply.headers({
      'content-type': file.content_type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own runs no script and loads nothing.
      ...(file.content_type === 'image/svg+xml' && {
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      }),
    });
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.send(file.bytes);
  });

  registerRoute(app, designRoutes.download, async (request, reply) => {
    const name = designDownloadName(request.query.url);
    if (!name) throw notFound('Image not found');
    const file = await findOrRenderDesignFile(studio, name);
    const timestamp = Number(DESIGN_FILE_NAME.exec(request.query.filename ?? '')?.[1] ?? Date.now());
    return reply
      .headers({
        'content-type': file.content_type,
        'content-disposition': `attachment; filename="${designFileName(timestamp)}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3600',
      })
      .send(file.bytes);
  });
}
