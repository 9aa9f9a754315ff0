import { endpoint } from './route';

/** The gateway's Server-Sent Events stream (DESIGN §1): a stream, not JSON, so it has no route contract. */
export const eventEndpoints = {
  stream: endpoint('GET', '/api/events'),
} as const;
