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
} from '@inkbook/contracts/artist';
import { artistApplicationSchema, artistUpdateSchema } from '@inkbook/contracts/artist-forms';
import { idParamsSchema } from '@inkbook/contracts/fields';
import { normalizeHandle } from '@inkbook/contracts/handle';
import { notModified, requireUser, type ServiceApp, weakEtagOf } from '@inkbook/service-kit';
import { z } from 'zod';
import type { CatalogContext } from '../context';
import { countProfileView } from '../profile-views/profile-view.service';
import * as artists from './artist.service';

/** The artist routes (applications, public reads, owner updates, check-handle). Static paths
 * (/search, /my-profile) win over /:handle in Fastify's router whatever the registration order. */
export function registerArtistRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db } = context;

  app.post(
    '/api/artists',
    {
      schema: {
        summary: 'Apply as an artist',
        body: artistApplicationSchema,
        response: { 201: artistSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await artists.applyAsArtist(context, request.body, request.identity)),
  );

  app.get(
    '/api/check-handle',
    { schema: { querystring: checkHandleQuerySchema, response: { 200: checkHandleResponseSchema } } },
    async (request) => ({ available: await artists.isHandleAvailable(db, request.query.instagramHandle) }),
  );

  app.get(
    '/api/artists',
    { schema: { querystring: artistListQuerySchema, response: { 200: artistListResponseSchema } } },
    async (request) =>
      context.publicCache.get(`artists?${JSON.stringify(request.query)}`, () =>
        artists.listArtists(db, request.query),
      ),
  );

  app.get(
    '/api/artists/search',
    { schema: { querystring: artistSearchQuerySchema, response: { 200: artistSearchResponseSchema } } },
    async (request) => artists.searchArtists(db, request.query.q, request.query.limit),
  );

  app.get('/api/artists/my-profile', { schema: { response: { 200: artistSchema } } }, async (request) =>
    artists.getMyProfile(db, requireUser(request)),
  );

  app.get(
    '/api/artists/:handle',
    {
      schema: {
        params: artistHandleParamsSchema,
        response: { 200: artistProfileSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const handle = normalizeHandle(request.params.handle);
      const profile = await context.publicCache.get(`artist:${handle}`, () =>
        artists.getPublicProfile(db, handle),
      );
      await countProfileView(db, profile.id, request, context.config.INTERNAL_SECRET);
      if (notModified(request, reply, weakEtagOf(profile))) return reply.status(304).send(undefined);
      return profile;
    },
  );

  app.put(
    '/api/artists/:id',
    {
      schema: { params: idParamsSchema, body: artistUpdateSchema, response: { 200: artistSchema } },
      // Who may edit is decided before the body is validated: strangers learn nothing about the rules.
      preValidation: async (request) => {
        artists.assertMayEdit(requireUser(request), String((request.params as { id?: unknown }).id));
      },
    },
    async (request) =>
      artists.updateArtistProfile(context, requireUser(request), request.params.id, request.body),
  );
}
