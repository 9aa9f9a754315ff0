import type { ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';

/** The artist routes (applications, public reads, owner updates, check-handle). */
export function registerArtistRoutes(_app: ServiceApp, _context: CatalogContext): void {}
