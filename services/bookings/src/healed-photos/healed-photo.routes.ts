import { aftercareRoutes, HEALED_PHOTOS_BODY_LIMIT } from '@inkbook/contracts/aftercare-routes';
import { servePrivateMedia } from '@inkbook/media';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { addHealedPhotos, publishHealedPhoto, readableHealedPhoto } from './healed-photo.service';

/**
 * A booking's healed photos (issue 24 item 5): sent by the client, served only to the booking's parties and admins
 * (private media, no-store, never at /media/...), published to the artist's portfolio by the recipient.
 */
export function registerHealedPhotoRoutes(app: ServiceApp, context: BookingsContext): void {
  // The one bookings route with images in its body: its own limit, every other route keeps the service's 1 MiB.
  registerRoute(
    app,
    aftercareRoutes.addHealedPhotos,
    { bodyLimit: HEALED_PHOTOS_BODY_LIMIT },
    async (request, reply) => {
      const caller = { user: requireUser(request), ip: request.identity.ip };
      return reply.status(201).send(await addHealedPhotos(context, caller, request.params.id, request.body));
    },
  );

  registerRoute(app, aftercareRoutes.healedPhoto, async (request, reply) => {
    const { id, photoId } = request.params;
    const hash = await readableHealedPhoto(context.db, requireUser(request), id, photoId);
    return servePrivateMedia(context.healedPhotos.store, reply, hash);
  });

  registerRoute(app, aftercareRoutes.publishHealedPhoto, async (request) => {
    const caller = { user: requireUser(request), ip: request.identity.ip };
    return publishHealedPhoto(context, caller, request.params.id, request.params.photoId);
  });
}
