import { claimRoutes } from '@inkbook/contracts/claim-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { ClaimsContext } from '../context';
import * as claims from './claim.service';

/** Spec §7's studio-artist claim calls and each claim's history; every one needs a signed-in party or admin. */
export function registerClaimRoutes(app: ServiceApp, context: ClaimsContext): void {
  registerRoute(app, claimRoutes.create, async (request, reply) => {
    const claim = await claims.createClaim(context, requireUser(request), request.body);
    return reply.status(201).send(claim);
  });

  registerRoute(app, claimRoutes.forArtist, async (request) =>
    claims.listClaims(context.db, requireUser(request), 'artist', request.params.artistId),
  );

  registerRoute(app, claimRoutes.forStudio, async (request) =>
    claims.listClaims(context.db, requireUser(request), 'studio', request.params.studioId),
  );

  registerRoute(app, claimRoutes.approve, async (request) =>
    claims.actOnClaim(
      context,
      requireUser(request),
      request.params.id,
      'approve',
      request.body?.message || null,
    ),
  );

  registerRoute(app, claimRoutes.deny, async (request) =>
    claims.actOnClaim(
      context,
      requireUser(request),
      request.params.id,
      'deny',
      request.body?.message || null,
    ),
  );

  registerRoute(app, claimRoutes.delist, async (request) =>
    claims.actOnClaim(context, requireUser(request), request.params.id, 'delist', null),
  );

  registerRoute(app, claimRoutes.history, async (request) =>
    claims.claimHistory(context.db, requireUser(request), request.params.id),
  );
}
