import type { IncomingHttpHeaders } from 'node:http';
import { sessionTokenOf } from '@inkbook/contracts/auth';
import { parseCookie } from 'cookie';

/**
 * The session token a request carries in its Cookie header, read only where a session is needed (the proxy's
 * identity, /api/events, a sign-in or logout that ends one): the gateway sets no cookies of its own, so no hook
 * parses the header of every request (the `cookie` parser @fastify/cookie used, with its defaults).
 */
export const sessionTokenIn = (headers: IncomingHttpHeaders): string | undefined =>
  headers.cookie ? sessionTokenOf(parseCookie(headers.cookie)) : undefined;
