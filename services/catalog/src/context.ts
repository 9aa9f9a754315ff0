import type { ServiceContext } from '@inkbook/service-kit';
import type { AuthClient } from './accounts/auth-client';
import type { CatalogConfig } from './config';
import type { CatalogDatabase } from './db';

/** What every catalog module is registered with. */
export interface CatalogContext extends ServiceContext<CatalogDatabase> {
  catalogConfig: CatalogConfig;
  auth: AuthClient;
}
