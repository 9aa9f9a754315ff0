import type { FastifyInstance } from 'fastify';
import { stopOnSignals } from './shutdown';

/**
 * Listens, and on SIGINT/SIGTERM stops accepting, lets in-flight requests finish, then runs the app's onClose
 * hooks (drain NATS, end the pool). A shutdown that hangs is cut after 10 s.
 */
export async function runServer(app: FastifyInstance, port: number, host: string) {
  stopOnSignals({ steps: [() => app.close()], graceMs: 10_000, log: app.log });
  await app.listen({ port, host });
}
