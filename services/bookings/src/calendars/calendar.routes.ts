import type { FastifyInstance } from 'fastify';
import type { BookingsContext } from '../context';

/** A booking's .ics, the feed URL, its rotation and the feed itself (issue 23 item 9). */
export async function registerCalendarRoutes(app: FastifyInstance, context: BookingsContext): Promise<void> {
  void app;
  void context;
  throw new Error('not written yet');
}
