import { DESIGN_BODY_LIMIT } from '@inkbook/contracts/design';
import { createDecodeQueue, createMediaStore, scheduleMediaCleanup } from '@inkbook/media';
import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import type { DesignAiConfig } from './config';
import type { DesignAiDatabase } from './db';
import { registerDesignRoutes } from './designs/design.routes';
import type { DesignStudio } from './designs/design.service';
import { createGenerateLimiter } from './designs/generate-limiter';
import { migrations } from './migrations';
import { builtInProvider } from './providers/built-in';
import { createOpenAiImagesProvider } from './providers/openai-images';

export const DESIGN_STUDIO_BUSY = 'The design studio is busy right now. Please try again in a moment.';

/** The design-ai service: tattoo designs, their stencils and hold-up checks (DESIGN §1, §5). */
export function buildApp(config: DesignAiConfig, options: ServiceOptions = {}) {
  return createServiceApp<DesignAiDatabase>(
    {
      name: 'design-ai',
      migrations,
      bodyLimit: DESIGN_BODY_LIMIT,
      async register(app, { db }) {
        const files = createMediaStore(db);
        // Designs are never claimed by a record: each is kept for the retention period from its last drawing.
        scheduleMediaCleanup(app, files, { olderThan: `${config.DESIGN_RETENTION_DAYS} days` });
        const studio: DesignStudio = {
          files,
          provider:
            config.DESIGN_PROVIDER === 'openai-images' ? createOpenAiImagesProvider(config) : builtInProvider,
          queue: createDecodeQueue({
            concurrency: config.DESIGN_CONCURRENCY,
            maxQueued: config.DESIGN_QUEUE_LENGTH,
            busyMessage: DESIGN_STUDIO_BUSY,
          }),
          limiter: createGenerateLimiter(app, config),
        };
        app.log.info({ engine: studio.provider.engine }, 'design engine');
        registerDesignRoutes(app, studio);
      },
    },
    config,
    options,
  );
}
