import { z } from 'zod';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';
import {
  studioHandleParamsSchema,
  studioListQuerySchema,
  studioListResponseSchema,
  studioProfileSchema,
  studioSchema,
} from './studio';
import { studioEndpoints } from './studio-endpoints';
import { studioApplicationSchema, studioUpdateSchema } from './studio-forms';

/** GET /api/studios/my-studio: an admin names the studio; an owner gets their own. */
export const myStudioQuerySchema = z.object({ studioId: z.string().optional() });
export const studioIdParamsSchema = z.object({ studioId: z.string() });

const readErrors = { 400: errorBodySchema, 404: errorBodySchema };
const errors = { ...readErrors, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** Catalog's studio routes. The static /my-studio wins over /:handle in Fastify's router. */
export const studioRoutes = {
  apply: defineRoute({
    ...studioEndpoints.apply,
    summary: 'Apply as a studio',
    body: studioApplicationSchema,
    response: { 201: studioSchema, ...errors, 413: errorBodySchema, 429: errorBodySchema },
  }),
  list: defineRoute({
    ...studioEndpoints.list,
    summary: 'Approved studios (cards)',
    querystring: studioListQuerySchema,
    response: { 200: studioListResponseSchema, 400: errorBodySchema },
  }),
  myStudio: defineRoute({
    ...studioEndpoints.myStudio,
    summary: 'The studio the signed-in owner manages, in any status (admins name one with studioId)',
    querystring: myStudioQuerySchema,
    response: { 200: studioSchema, ...errors },
  }),
  byId: defineRoute({
    ...studioEndpoints.byId,
    summary: 'An approved studio by id',
    params: studioIdParamsSchema,
    response: { 200: studioProfileSchema, ...readErrors },
  }),
  profile: defineRoute({
    ...studioEndpoints.profile,
    summary: 'An approved studio by handle',
    params: studioHandleParamsSchema,
    response: { 200: studioProfileSchema, ...readErrors },
  }),
  update: defineRoute({
    ...studioEndpoints.update,
    summary: "Update a studio's profile (owner or admin)",
    params: idParamsSchema,
    body: studioUpdateSchema,
    response: { 200: studioSchema, ...errors },
  }),
} as const;
