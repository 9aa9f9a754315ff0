import type { Server } from 'node:http';
import type { GatewayConfig } from './config';

/** How often Node checks the header and request deadlines: its default (30 s) lets a deadline overrun by that much. */
const DEADLINE_CHECK_MS = 1_000;

/** Fastify's server options for the deadlines on receiving a request's headers and its whole body. */
export const requestDeadlines = (config: GatewayConfig) => ({
  requestTimeout: config.REQUEST_TIMEOUT_MS,
  http: {
    // Node refuses a header deadline later than the whole request's.
    headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
    connectionsCheckingInterval: DEADLINE_CHECK_MS,
  },
});

/**
 * Closes at once any connection past `max` open from one peer address, so one client cannot hold every socket a
 * process can serve. Counted per real peer (the socket's address), never X-Forwarded-For: behind a load balancer
 * the peer is the balancer, so `max` must then allow for its connections.
 */
export function capConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
