import { internalPortfolioRoutes } from '@inkbook/contracts/aftercare-routes';
import { type Caller, createInternalClient } from '@inkbook/service-kit';

/**
 * Catalog's internal portfolio API (DESIGN §1: a command that must answer now), the one call bookings makes to
 * another service. Catalog's refusals (a full portfolio's 409, a bad image's 400) reach the recipient unchanged;
 * an artist catalog no longer lists comes back as `null`; catalog being down or slow is a 503.
 */
export function createCatalogClient(options: { catalogUrl: string; secret: string }) {
  const call = createInternalClient({
    service: 'catalog',
    url: options.catalogUrl,
    secret: options.secret,
    // Catalog decodes and re-encodes the image before it answers: longer than a lookup, never a hang.
    timeoutMs: 20_000,
    relayErrors: true,
  });
  return {
    /** Adds `image` (a data URL) to the artist's portfolio: its public URL, or null for an unknown artist. */
    async addPortfolioImage(caller: Caller, body: { artistId: string; image: string }) {
      const answer = await call(internalPortfolioRoutes.addPortfolioImage, { caller, body, answers: [404] });
      return answer.status === 201 ? answer.body.url : null;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
