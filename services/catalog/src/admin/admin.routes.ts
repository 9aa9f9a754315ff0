import {
  adminArtistListSchema,
  adminListQuerySchema,
  adminStatsSchema,
  adminStudioListSchema,
} from '@inkbook/contracts/admin';
import { adminArtistSchema, adminArtistUpdateSchema } from '@inkbook/contracts/artist';
import { idParamsSchema, pageSizeOf } from '@inkbook/contracts/fields';
import { adminStudioUpdateSchema, studioSchema } from '@inkbook/contracts/studio';
import { requireRole, type ServiceApp } from '@inkbook/service-kit';
import { z } from 'zod';
import { listArtistsWithInquiryCounts } from '../artists/artist.repository';
import type { CatalogContext } from '../context';
import { toStudio } from '../studios/studio.mapper';
import { listStudios } from '../studios/studio.repository';
import { toAdminArtist } from './admin.mapper';
import { readStats } from './admin.repository';
import { adminDeleteArtist, adminDeleteStudio, adminUpdateArtist, adminUpdateStudio } from './admin.service';

const deletedSchema = z.object({ message: z.string() });

/** The admin routes (/api/admin/*): admins only, checked before anything else about the request. */
export function registerAdminRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db } = context;

  app.register(async (admin: ServiceApp) => {
    // 401 signed out, 403 any other role; before body validation so nothing leaks to non-admins.
    admin.addHook('preValidation', async (request) => {
      requireRole(request, 'admin');
    });

    admin.get(
      '/api/admin/stats',
      { schema: { summary: 'Dashboard stats', response: { 200: adminStatsSchema } } },
      async () => readStats(db),
    );

    admin.get(
      '/api/admin/artists',
      {
        schema: {
          summary: 'All artists, newest first, a page at a time',
          querystring: adminListQuerySchema,
          response: { 200: adminArtistListSchema },
        },
      },
      async (request) => {
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
      },
    );

    admin.get(
      '/api/admin/studios',
      {
        schema: {
          summary: 'All studios, newest first, a page at a time',
          querystring: adminListQuerySchema,
          response: { 200: adminStudioListSchema },
        },
      },
      async (request) => {
        const { rows, total } = await listStudios(db, request.query);
        return {
          items: rows.map(toStudio),
          total,
          page: request.query.page,
          pageSize: pageSizeOf(request.query),
        };
      },
    );

    admin.put(
      '/api/admin/artists/:id',
      {
        schema: {
          summary: 'Edit, approve or reject an artist',
          params: idParamsSchema,
          body: adminArtistUpdateSchema,
          response: { 200: adminArtistSchema },
        },
      },
      async (request) => adminUpdateArtist(context, request.params.id, request.body),
    );

    admin.put(
      '/api/admin/studios/:id',
      {
        schema: {
          summary: 'Edit, approve or reject a studio',
          params: idParamsSchema,
          body: adminStudioUpdateSchema,
          response: { 200: studioSchema },
        },
      },
      async (request) => adminUpdateStudio(context, request.params.id, request.body),
    );

    admin.delete(
      '/api/admin/artists/:id',
      { schema: { summary: 'Delete an artist', params: idParamsSchema, response: { 200: deletedSchema } } },
      async (request) => {
        await adminDeleteArtist(context, request.params.id);
        return { message: 'Artist deleted successfully' };
      },
    );

    admin.delete(
      '/api/admin/studios/:id',
      { schema: { summary: 'Delete a studio', params: idParamsSchema, response: { 200: deletedSchema } } },
      async (request) => {
        await adminDeleteStudio(context, request.params.id);
        return { message: 'Studio deleted successfully' };
      },
    );
  });
}
