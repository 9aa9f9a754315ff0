import type { FastifyInstance } from 'fastify';
import type { BookingsContext } from '../context';

/** GET /api/bookings, /api/bookings/{id} and every action of issue 23 item 5. */
export async function registerBookingRoutes(app: FastifyInstance, context: BookingsContext): Promise<void> {
  void app;
  void context;
  throw new Error('not written yet');
}
