import { z } from 'zod';
import {
  artistHandleParamsSchema,
  artistListQuerySchema,
  artistListResponseSchema,
  artistProfileSchema,
  artistSchema,
  artistSearchQuerySchema,
  artistSearchResponseSchema,
  checkHandleQuerySchema,
  checkHandleResponseSchema,
} from './artist';
import { artistEndpoints } from './artist-endpoints';
import { artistApplicationSchema, artistUpdateSchema } from './artist-forms';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';

const readErrors = { 400: errorBodySchema, 404: errorBodySchema };
const errors = { ...readErrors, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** Catalog's artist routes. Static paths (/search, /my-profile) win over /:handle in Fastify's router. */
export const artistRoutes = {
  apply: defineRoute({
    ...artistEndpoints.apply,
    summary: 'Apply as an artist',
    body: artistApplicationSchema,
    response: { 201: artistSchema, ...errors, 413: errorBodySchema, 429: errorBodySchema },
  }),
  checkHandle: defineRoute({
    ...artistEndpoints.checkHandle,
    summary: 'Whether an Instagram handle is free for a new artist',
    querystring: checkHandleQuerySchema,
    response: { 200: checkHandleResponseSchema, 400: errorBodySchema },
  }),
  list: defineRoute({
    ...artistEndpoints.list,
    summary: 'Approved artists (cards), searched, filtered, sorted and paged',
    querystring: artistListQuerySchema,
    response: { 200: artistListResponseSchema, 400: errorBodySchema },
  }),
  search: defineRoute({
    ...artistEndpoints.search,
    summary: 'Approved artists whose name or handle matches',
    querystring: artistSearchQuerySchema,
    response: { 200: artistSearchResponseSchema, 400: errorBodySchema },
  }),
  myProfile: defineRoute({
    ...artistEndpoints.myProfile,
    summary: "The signed-in artist's own profile, in any status",
    response: { 200: artistSchema, ...errors },
  }),
  profile: defineRoute({
    ...artistEndpoints.profile,
    summary: 'An approved artist by handle (304 when the ETag still matches)',
    params: artistHandleParamsSchema,
    response: { 200: artistProfileSchema, 304: z.undefined(), ...readErrors },
  }),
  update: defineRoute({
    ...artistEndpoints.update,
    summary: "Update an artist's profile, partially (owner or admin)",
    params: idParamsSchema,
    body: artistUpdateSchema,
    response: { 200: artistSchema, ...errors },
  }),
} as const;
