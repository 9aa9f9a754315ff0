import { idParamsSchema } from '@inkbook/contracts/fields';
import {
  studioApplicationSchema,
  studioHandleParamsSchema,
  studioListQuerySchema,
  studioListResponseSchema,
  studioProfileSchema,
  studioSchema,
  studioUpdateSchema,
} from '@inkbook/contracts/studio';
import { notModified, requireUser, type ServiceApp, weakEtagOf } from '@inkbook/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatalogContext } from '../context';
import { countProfileView } from '../profile-views/profile-view.service';
import {
  applyForStudio,
  assertMayEditStudio,
  getManagedStudio,
  getPublicStudio,
  listPublicStudios,
  updateStudioProfile,
} from './studio.service';

/** The studio routes (applications, public reads, owner updates). */
export function registerStudioRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db } = context;

  app.post(
    '/api/studios',
    {
      schema: {
        summary: 'Apply as a studio',
        body: studioApplicationSchema,
        response: { 201: studioSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyForStudio(context, request.body, request.identity)),
  );

  app.get(
    '/api/studios',
    {
      schema: {
        summary: 'Approved studios (cards)',
        querystring: studioListQuerySchema,
        response: { 200: studioListResponseSchema },
      },
    },
    async (request) =>
      context.publicCache.get(`studios?${JSON.stringify(request.query)}`, () =>
        listPublicStudios(db, request.query),
      ),
  );

  /** Sends the profile, or 304 when the poller already has it; a real view is counted once a day. */
  async function sendProfile(
    request: FastifyRequest,
    reply: FastifyReply,
    by: { handle: string } | { id: string },
  ) {
    const profile = await getPublicStudio(db, by);
    await countProfileView(db, profile.id, request, context.config.INTERNAL_SECRET);
    if (notModified(request, reply, weakEtagOf(profile))) return reply.code(304).send();
    return reply.send(profile);
  }

  // A static path: Fastify's router prefers it over /api/studios/:handle whatever the registration order.
  app.get(
    '/api/studios/my-studio',
    {
      schema: {
        summary: 'The studio the signed-in owner manages, in any status (admins name one with studioId)',
        querystring: z.object({ studioId: z.string().optional() }),
        response: { 200: studioSchema },
      },
    },
    async (request) => getManagedStudio(db, requireUser(request), request.query.studioId),
  );

  app.get(
    '/api/studios/id/:studioId',
    {
      schema: {
        summary: 'An approved studio by id',
        params: z.object({ studioId: z.string() }),
        response: { 200: studioProfileSchema },
      },
    },
    async (request, reply) => sendProfile(request, reply, { id: request.params.studioId }),
  );

  app.get(
    '/api/studios/:handle',
    {
      schema: {
        summary: 'An approved studio by handle',
        params: studioHandleParamsSchema,
        response: { 200: studioProfileSchema },
      },
    },
    async (request, reply) => sendProfile(request, reply, { handle: request.params.handle }),
  );

  app.put(
    '/api/studios/:id',
    {
      schema: {
        summary: "Update a studio's profile (owner or admin)",
        params: idParamsSchema,
        body: studioUpdateSchema,
        response: { 200: studioSchema },
      },
      // Signed-out callers and other users are refused before anything about their body is checked.
      preValidation: async (request) => {
        assertMayEditStudio(requireUser(request), String((request.params as { id?: unknown }).id));
      },
    },
    async (request) => updateStudioProfile(context, requireUser(request), request.params.id, request.body),
  );
}
