import { claimRoutes } from '@inkbook/contracts/claim-routes';
import { routeSchema } from '@inkbook/contracts/route';
import { requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { ClaimsContext } from '../context';
import * as claims from './claim.service';

/** Spec §7's studio-artist claim calls and each claim's history; every one needs a signed-in party or admin. */
export function registerClaimRoutes(app: ServiceApp, context: ClaimsContext): void {
  app.post(
    '/api/studio-artist-claims',
    { schema: routeSchema(claimRoutes.create) },
    async (request, reply) => {
      const claim = await claims.createClaim(context, requireUser(request), request.body);
      return reply.status(201).send(claim);
    },
  );

  app.get(
    '/api/studio-artist-claims/artist/:artistId',
    { schema: routeSchema(claimRoutes.forArtist) },
    async (request) => claims.listClaims(context.db, requireUser(request), 'artist', request.params.artistId),
  );

  app.get(
    '/api/studio-artist-claims/studio/:studioId',
    { schema: routeSchema(claimRoutes.forStudio) },
    async (request) => claims.listClaims(context.db, requireUser(request), 'studio', request.params.studioId),
  );

  app.put(
    '/api/studio-artist-claims/:id/approve',
    { schema: routeSchema(claimRoutes.approve) },
    async (request) =>
      claims.actOnClaim(
        context,
        requireUser(request),
        request.params.id,
        'approve',
        request.body?.message || null,
      ),
  );

  app.put('/api/studio-artist-claims/:id/deny', { schema: routeSchema(claimRoutes.deny) }, async (request) =>
    claims.actOnClaim(
      context,
      requireUser(request),
      request.params.id,
      'deny',
      request.body?.message || null,
    ),
  );

  app.put(
    '/api/studio-artist-claims/:id/delist',
    { schema: routeSchema(claimRoutes.delist) },
    async (request) => claims.actOnClaim(context, requireUser(request), request.params.id, 'delist', null),
  );

  app.get(
    '/api/studio-artist-claims/:id/history',
    { schema: routeSchema(claimRoutes.history) },
    async (request) => claims.claimHistory(context.db, requireUser(request), request.params.id),
  );
}
