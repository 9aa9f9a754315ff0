import type { FastifyInstance } from 'fastify';
import type { BookingsContext } from '../context';

/** POST/GET /api/offers, accept, decline, withdraw (issue 23 item 4). */
export async function registerOfferRoutes(app: FastifyInstance, context: BookingsContext): Promise<void> {
  void app;
  void context;
  throw new Error('not written yet');
}
