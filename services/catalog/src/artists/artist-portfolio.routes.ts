import { internalPortfolioRoutes } from '@inkbook/contracts/aftercare-routes';
import { registerRoute, type ServiceApp } from '@inkbook/service-kit';
import type { CatalogContext } from '../context';
import { addPortfolioImage } from './artist-portfolio.service';

/**
 * Catalog's internal portfolio API (DESIGN §1): reachable only with a signed request (the kit refuses any other,
 * and the gateway never proxies /internal/*), so only another service, bookings, calls it.
 */
export function registerArtistPortfolioRoutes(app: ServiceApp, context: CatalogContext): void {
  registerRoute(app, internalPortfolioRoutes.addPortfolioImage, async (request, reply) =>
    reply.status(201).send(await addPortfolioImage(context, request.body)),
  );
}
