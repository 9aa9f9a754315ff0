import type { FastifyInstance } from 'fastify';
import type { BookingsContext } from '../context';

/** Deposit checkout and Stripe's webhook (issue 23 item 8). */
export async function registerPaymentRoutes(app: FastifyInstance, context: BookingsContext): Promise<void> {
  void app;
  void context;
  throw new Error('not written yet');
}
