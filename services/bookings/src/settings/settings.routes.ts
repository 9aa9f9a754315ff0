import type { FastifyInstance } from 'fastify';
import type { BookingsContext } from '../context';

/** GET/PUT /api/bookings/settings (issue 23 item 3). */
export async function registerSettingsRoutes(app: FastifyInstance, context: BookingsContext): Promise<void> {
  void app;
  void context;
  throw new Error('not written yet');
}
