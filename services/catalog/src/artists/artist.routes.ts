import { artistRoutes } from '@inkbook/contracts/artist-routes';
import { normalizeHandle } from '@inkbook/contracts/handle';
import { notModified, registerRoute, requireUser, type ServiceApp, weakEtagOf } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';
import { countProfileView } from '../profile-views/profile-view.service';
import * as artists from './artist.service';

/** The artist routes (applications, public reads, owner updates, check-handle). Static paths
 * (/search, /my-profile) win over /:handle in Fastify's router whatever the registration order. */
export function registerArtistRoutes(app: ServiceApp, context: CatalogContext): void {
  const { db } = context;

  registerRoute(app, artistRoutes.apply, async (request, reply) => {
    await context.applicationLimiter.consume(request.identity.ip);
    return reply.status(201).send(await artists.applyAsArtist(context, request.body, request.identity));
  });

  registerRoute(app, artistRoutes.checkHandle, async (request) => ({
    available: await artists.isHandleAvailable(db, request.query.instagramHandle),
  }));

  registerRoute(app, artistRoutes.list, async (request) =>
    context.publicCache.get(`artists?${JSON.stringify(request.query)}`, () =>
      artists.listArtists(db, request.query),
    ),
  );

  registerRoute(app, artistRoutes.search, async (request) =>
    artists.searchArtists(db, request.query.q, request.query.limit),
  );

  registerRoute(app, artistRoutes.myProfile, async (request) =>
    artists.getMyProfile(db, requireUser(request)),
  );

  registerRoute(app, artistRoutes.profile, async (request, reply) => {
    const handle = normalizeHandle(request.params.handle);
    const profile = await context.publicCache.get(`artist:${handle}`, () =>
      artists.getPublicProfile(db, handle),
    );
    await countProfileView(db, profile.id, request, context.config.INTERNAL_SECRET);
    if (notModified(request, reply, weakEtagOf(profile))) return reply.status(304).send(undefined);
    return profile;
  });

  registerRoute(
    app,
    artistRoutes.update,
    {
      // Who may edit is decided before the body is validated: strangers learn nothing about the rules.
      preValidation: async (request) => {
        artists.assertMayEdit(requireUser(request), String((request.params as { id?: unknown }).id));
      },
    },
    async (request) =>
      artists.updateArtistProfile(context, requireUser(request), request.params.id, request.body),
  );
}
