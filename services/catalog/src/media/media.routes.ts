import type { ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';

/** The media store routes (POST /api/media, GET /media/*, GET /api/download-image). */
export function registerMediaRoutes(_app: ServiceApp, _context: CatalogContext): void {}
