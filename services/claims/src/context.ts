import type { ServiceContext } from '@inkbook/service-kit';
import type { ClaimsDatabase } from './db';

/** What every claims module is registered with. */
export type ClaimsContext = ServiceContext<ClaimsDatabase>;
