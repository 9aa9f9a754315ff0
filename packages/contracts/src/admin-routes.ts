import { z } from 'zod';
import {
  adminArtistListSchema,
  adminListQuerySchema,
  adminStatsSchema,
  adminStudioListSchema,
} from './admin';
import { adminEndpoints } from './admin-endpoints';
import { adminArtistSchema, adminArtistUpdateSchema } from './artist';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';
import { adminStudioUpdateSchema, studioSchema } from './studio';

export const adminDeletedSchema = z.object({ message: z.string() });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Catalog's /api/admin/* routes: admins only (401 signed out, 403 any other role, before the body is checked). */
export const adminRoutes = {
  stats: defineRoute({
    ...adminEndpoints.stats,
    summary: 'Dashboard stats',
    response: { 200: adminStatsSchema, ...errors },
  }),
  artists: defineRoute({
    ...adminEndpoints.artists,
    summary: 'All artists, newest first, a page at a time',
    querystring: adminListQuerySchema,
    response: { 200: adminArtistListSchema, ...errors },
  }),
  studios: defineRoute({
    ...adminEndpoints.studios,
    summary: 'All studios, newest first, a page at a time',
    querystring: adminListQuerySchema,
    response: { 200: adminStudioListSchema, ...errors },
  }),
  updateArtist: defineRoute({
    ...adminEndpoints.updateArtist,
    summary: 'Edit, approve or reject an artist',
    params: idParamsSchema,
    body: adminArtistUpdateSchema,
    response: { 200: adminArtistSchema, ...errors, 409: errorBodySchema },
  }),
  updateStudio: defineRoute({
    ...adminEndpoints.updateStudio,
    summary: 'Edit, approve or reject a studio',
    params: idParamsSchema,
    body: adminStudioUpdateSchema,
    response: { 200: studioSchema, ...errors, 409: errorBodySchema },
  }),
  deleteArtist: defineRoute({
    ...adminEndpoints.deleteArtist,
    summary: 'Delete an artist',
    params: idParamsSchema,
    response: { 200: adminDeletedSchema, ...errors },
  }),
  deleteStudio: defineRoute({
    ...adminEndpoints.deleteStudio,
    summary: 'Delete a studio',
    params: idParamsSchema,
    response: { 200: adminDeletedSchema, ...errors },
  }),
} as const;
