import { studioRoutes } from '@inkbook/contracts/studio-routes';
import { notModified, registerRoute, requireUser, type ServiceApp, weakEtagOf } from '@inkbook/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

  registerRoute(app, studioRoutes.apply, async (request, reply) => {
    await context.applicationLimiter.consume(request.identity.ip);
    return reply.status(201).send(await applyForStudio(context, request.body, request.identity));
  });

  registerRoute(app, studioRoutes.list, async (request) =>
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
  registerRoute(app, studioRoutes.myStudio, async (request) =>
    getManagedStudio(db, requireUser(request), request.query.studioId),
  );

  registerRoute(app, studioRoutes.byId, async (request, reply) =>
    sendProfile(request, reply, { id: request.params.studioId }),
  );

  registerRoute(app, studioRoutes.profile, async (request, reply) =>
    sendProfile(request, reply, { handle: request.params.handle }),
  );

  registerRoute(
    app,
    studioRoutes.update,
    {
      // Signed-out callers and other users are refused before anything about their body is checked.
      preValidation: async (request) => {
        assertMayEditStudio(requireUser(request), String((request.params as { id?: unknown }).id));
      },
    },
    async (request) => updateStudioProfile(context, requireUser(request), request.params.id, request.body),
  );
}
