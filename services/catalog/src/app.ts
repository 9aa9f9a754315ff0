import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { createAuthClient } from './accounts/auth-client';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerArtistRoutes } from './artists/artist.routes';
import type { CatalogConfig } from './config';
import type { CatalogContext } from './context';
import type { CatalogDatabase } from './db';
import { seedDemo } from './demo/demo-seed';
import { registerMediaRoutes } from './media/media.routes';
import { migrations } from './migrations';
import { registerProjectionConsumers } from './projections/projection.consumers';
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
        const context: CatalogContext = {
          ...serviceContext,
          catalogConfig: config,
          auth: createAuthClient({ authUrl: config.AUTH_URL, secret: config.INTERNAL_SECRET }),
        };
        registerMediaRoutes(app, context);
        registerArtistRoutes(app, context);
        registerStudioRoutes(app, context);
        registerAdminRoutes(app, context);
        await registerProjectionConsumers(context);
        if (config.SEED_DEMO) await seedDemo(context);
      },
    },
    config,
    options,
  );
}
