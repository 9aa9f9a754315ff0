import { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { createOffer, declineOffer, listOffers, withdrawOffer } from './offer.service';
import { acceptOffer } from './offer-accept.service';

/**
 * POST/GET /api/offers, accept, decline, withdraw (issue 23 item 4). Signed out is 401 everywhere; who may do what
 * is decided by the inquiry's parties (shared/parties.ts).
 */
export function registerOfferRoutes(app: ServiceApp, context: BookingsContext): void {
  registerRoute(app, bookingRoutes.createOffer, async (request, reply) => {
    const offer = await createOffer(context, requireUser(request), request.body);
    return reply.status(201).send({ offer });
  });

  registerRoute(app, bookingRoutes.listOffers, async (request) => ({
    offers: await listOffers(context.db, requireUser(request), request.query.inquiryId),
  }));

  registerRoute(app, bookingRoutes.acceptOffer, async (request, reply) => {
    const booking = await acceptOffer(context, requireUser(request), request.params.id, request.body.slot);
    return reply.status(201).send({ booking });
  });

  registerRoute(app, bookingRoutes.declineOffer, async (request) => ({
    offer: await declineOffer(context, requireUser(request), request.params.id, request.body.reason ?? null),
  }));

  registerRoute(app, bookingRoutes.withdrawOffer, async (request) => ({
    offer: await withdrawOffer(context, requireUser(request), request.params.id),
  }));
}
