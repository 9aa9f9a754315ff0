import type { AuthClient, ServiceContext } from '@inkbook/service-kit';
import type { CatalogConfig } from './config';
import type { CatalogDatabase } from './db';
import type { PublicCache } from './public-cache';

/** What every catalog module is registered with. */
export interface CatalogContext extends ServiceContext<CatalogDatabase> {
  catalogConfig: CatalogConfig;
  auth: AuthClient;
  /** Short-lived answers to public reads; cleared by every write through this replica. */
  publicCache: PublicCache;
}
