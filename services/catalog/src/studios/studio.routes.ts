import type { ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';

/** The studio routes (applications, public reads, owner updates). */
export function registerStudioRoutes(_app: ServiceApp, _context: CatalogContext): void {}
