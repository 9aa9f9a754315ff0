import { createHash } from 'node:crypto';
import {
  artistHandleParamsSchema,
  artistIdParamsSchema,
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
import { normalizeHandle } from '@inkbook/contracts/handle';
import { requireUser, type ServiceApp } from '@inkbook/service-kit';
import { z } from 'zod';
import type { CatalogContext } from '../context';
import * as artists from './artist.service';

/** Weak validator of exactly what the profile answer holds (artist fields, counts and verified studios). */
const etagOf = (body: unknown) =>
  `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

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
      reply.status(201).send(await artists.applyAsArtist(context, request.body, request.identity.ip)),
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
      // Polled every 30 s: a repeat within the day is the same visitor (primary key), so it adds nothing.
      await artists.countProfileView(
        db,
        profile.id,
        request.identity.ip,
        String(request.headers['user-agent'] ?? ''),
      );
      const etag = etagOf(profile);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined);
      return profile;
    },
  );

  app.put(
    '/api/artists/:id',
    {
      schema: { params: artistIdParamsSchema, body: artistUpdateSchema, response: { 200: artistSchema } },
      // Who may edit is decided before the body is validated: strangers learn nothing about the rules.
      preValidation: async (request) => {
        artists.assertMayEdit(requireUser(request), String((request.params as { id?: unknown }).id));
      },
    },
    async (request) =>
      artists.updateArtistProfile(context, requireUser(request), request.params.id, request.body),
  );
}
