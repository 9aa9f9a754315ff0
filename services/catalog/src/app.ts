import { scheduleMediaCleanup } from '@inkbook/media';
import { createAuthClient, createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { registerAdminRoutes } from './admin/admin.routes';
import { createApplicationLimiter } from './applications/application-limiter';
import { registerArtistRoutes } from './artists/artist.routes';
import { registerArtistPortfolioRoutes } from './artists/artist-portfolio.routes';
import { registerBooksConsumers } from './books/books.consumers';
import type { CatalogConfig } from './config';
import type { CatalogContext } from './context';
import { registerProfileExport } from './data-export/export-part';
import type { CatalogDatabase } from './db';
import { seedDemo } from './demo/demo-seed';
import { registerOwnerErasureConsumers } from './erasure/owner-erasure.consumers';
import { registerMediaRoutes } from './media/media.routes';
import { createCatalogMedia } from './media/media.service';
import { migrations } from './migrations';
import { registerProjectionConsumers } from './projections/projection.consumers';
import { createPublicCache } from './public-cache';
import { registerStudioRoutes } from './studios/studio.routes';

/** The catalog service: artists, studios, media and admin moderation (DESIGN §1, §5). */
export function buildApp(config: CatalogConfig, options: ServiceOptions = {}) {
  return createServiceApp<CatalogDatabase>(
    {
      name: 'catalog',
      migrations,
      // Applications carry their images as data URLs (resized in the browser first).
      bodyLimit: 40 * 1024 * 1024,
      async register(app, serviceContext) {
        const publicCache = createPublicCache();
        // Every committed write enqueues an event: public answers are stale from its commit on (cleared before
        // the writer answers, so a write shows on the next public read).
        serviceContext.onEventsCommitted(() => publicCache.clear());
        const media = createCatalogMedia(serviceContext.db, {
          maxBytes: config.MEDIA_MAX_BYTES,
          maxPixels: config.MEDIA_MAX_PIXELS,
        });
        scheduleMediaCleanup(app, media);
        const context: CatalogContext = {
          ...serviceContext,
          catalogConfig: config,
          auth: createAuthClient({ authUrl: config.AUTH_URL, secret: config.INTERNAL_SECRET }),
          media,
          publicCache,
          applicationLimiter: createApplicationLimiter(app, config),
          // Projections (verified badges, counts) change public answers too: dropped once the projection has
          // committed, so a read in between cannot keep the old answer for the cache's life.
          consume: (options) =>
            serviceContext.consume({
              ...options,
              afterCommit: () => {
                options.afterCommit?.();
                publicCache.clear();
              },
            }),
        };
        registerMediaRoutes(app, context);
        registerArtistRoutes(app, context);
        registerArtistPortfolioRoutes(app, context);
        registerStudioRoutes(app, context);
        registerAdminRoutes(app, context);
        registerProfileExport(app, context);
        await registerProjectionConsumers(context);
        await registerBooksConsumers(context);
        await registerOwnerErasureConsumers(context);
        if (config.SEED_DEMO) await seedDemo(context);
      },
    },
    config,
    options,
  );
}
