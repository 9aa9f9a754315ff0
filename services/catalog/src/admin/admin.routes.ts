import { adminRoutes } from '@inkbook/contracts/admin-routes';
import { pageSizeOf } from '@inkbook/contracts/fields';
import { registerRoute, requireRole, type ServiceApp } from '@inkbook/service-kit';
import { listArtistsWithInquiryCounts } from '../artists/artist.repository';
import type { CatalogContext } from '../context';
import { toStudio } from '../studios/studio.mapper';
import { listStudios } from '../studios/studio.repository';
import { toAdminArtist } from './admin.mapper';
import { readStats } from './admin.repository';
import { adminDeleteArtist, adminDeleteStudio, adminUpdateArtist, adminUpdateStudio } from './admin.service';

/** The admin routes (/api/admin/*): admins only, checked before anything else about the request. */
export function registerAdminRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db } = context;

  app.register(async (admin: ServiceApp) => {
    // 401 signed out, 403 any other role; before body validation so nothing leaks to non-admins.
    admin.addHook('preValidation', async (request) => {
      requireRole(request, 'admin');
    });

    registerRoute(admin, adminRoutes.stats, async () => readStats(db));

    registerRoute(admin, adminRoutes.artists, async (request) => {
      const { rows, total } = await listArtistsWithInquiryCounts(db, request.query);
      const withCounts = request.query.includeInquiryCounts === true;
      return {
        items: rows.map(({ inquiry_count, ...row }) =>
          toAdminArtist(row, withCounts ? inquiry_count : undefined),
        ),
        total,
        page: request.query.page,
        pageSize: pageSizeOf(request.query),
      };
    });

    registerRoute(admin, adminRoutes.studios, async (request) => {
      const { rows, total } = await listStudios(db, request.query);
      return {
        items: rows.map(toStudio),
        total,
        page: request.query.page,
        pageSize: pageSizeOf(request.query),
      };
    });

    registerRoute(admin, adminRoutes.updateArtist, async (request) =>
      adminUpdateArtist(context, request.params.id, request.body),
    );

    registerRoute(admin, adminRoutes.updateStudio, async (request) =>
      adminUpdateStudio(context, request.params.id, request.body),
    );

    registerRoute(admin, adminRoutes.deleteArtist, async (request) => {
      await adminDeleteArtist(context, request.params.id);
      return { message: 'Artist deleted successfully' };
    });

    registerRoute(admin, adminRoutes.deleteStudio, async (request) => {
      await adminDeleteStudio(context, request.params.id);
      return { message: 'Studio deleted successfully' };
    });
  });
}
