import type { AuthClient, ServiceContext } from '@inkbook/service-kit';
import type { ApplicationLimiter } from './applications/application-limiter';
import type { CatalogConfig } from './config';
import type { CatalogDatabase } from './db';
import type { CatalogMedia } from './media/media.service';
import type { PublicCache } from './public-cache';

/** What every catalog module is registered with. */
export interface CatalogContext extends ServiceContext<CatalogDatabase> {
  catalogConfig: CatalogConfig;
  auth: AuthClient;
  /** Profile and studio images (DESIGN §5); its hourly cleanup lives as long as the app. */
  media: CatalogMedia;
  /** Short-lived answers to public reads; cleared by every write through this replica. */
  publicCache: PublicCache;
  /** Applications per address (both kinds share one count). */
  applicationLimiter: ApplicationLimiter;
}
