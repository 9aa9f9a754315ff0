import type { FastifyInstance } from 'fastify';

/**
 * Listens, and on SIGINT/SIGTERM stops accepting, lets in-flight requests finish, then runs the app's onClose
 * hooks (drain NATS, end the pool). A shutdown that hangs is cut after 10 s.
 */
export async function runServer(app: FastifyInstance, port: number, host: string) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
}
