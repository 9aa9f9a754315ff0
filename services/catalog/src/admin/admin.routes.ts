import type { ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';

/** The admin routes (/api/admin/*). */
export function registerAdminRoutes(_app: ServiceApp, _context: CatalogContext): void {}
