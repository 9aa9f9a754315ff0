import type { ServiceName } from '@inkbook/contracts/services';
import { createMemoryTransport, type EventTransport } from '@inkbook/service-kit';
import { createTestDatabase, TEST_SECRET, type TestDatabase } from '@inkbook/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { bootPlatform } from '../platform';

export const testAdmin = { email: 'admin@stack.test', password: 'stack-admin-password' };

export interface Stack {
  gateway: FastifyInstance;
  services: Record<ServiceName, FastifyInstance>;
  urls: Record<ServiceName, string>;
  transport: EventTransport;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The whole platform as `npm start` composes it, on a fresh database and one in-process bus: journey tests drive
 * the gateway, which reaches every service over real HTTP exactly as in production. `existing` (a database dropped on close
 * like a fresh one) runs it on data already there, e.g. a restored backup.
 */
export async function startStack(env: Record<string, string> = {}, existing?: TestDatabase): Promise<Stack> {
  const database = existing ?? (await createTestDatabase());
  const transport = createMemoryTransport();
  try {
    const platform = await bootPlatform(
      {
        DATABASE_URL: database.url,
        INTERNAL_SECRET: TEST_SECRET,
        ADMIN_EMAIL: testAdmin.email,
        ADMIN_PASSWORD: testAdmin.password,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'silent',
        // No balancer in front of a test stack: nothing to wait for before it closes.
        SHUTDOWN_DELAY_MS: '0',
        // Every journey applies from the one address inject() uses; the limit's own journey sets it low.
        APPLICATION_RATE_LIMIT_PER_ADDRESS: '1000',
        WAITLIST_RATE_LIMIT_PER_ADDRESS: '1000',
        ...env,
      },
      { transport },
    );
    return {
      ...platform,
      transport,
      databaseUrl: database.url,
      async close() {
        await platform.close();
        await transport.close();
        await database.drop();
      },
    };
  } catch (error) {
    await transport.close();
    await database.drop();
    throw error;
  }
}

/** The session cookie (name=value) a login response set. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /inkbook_session=([^;]+)/.exec(header);
  if (!match) throw new Error(`no session cookie in ${header}`);
  return `inkbook_session=${match[1]}`;
}

/** Signs in through the gateway: the session cookie a browser would send. */
export async function signIn(stack: Stack, email: string, password: string): Promise<string> {
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

export const signInAdmin = (stack: Stack) => signIn(stack, testAdmin.email, testAdmin.password);
