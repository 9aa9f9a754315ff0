import { buildApp as buildAuth } from '@inkbook/auth';
import { readAuthConfig } from '@inkbook/auth/config';
import { buildApp as buildCatalog } from '@inkbook/catalog';
import { readCatalogConfig } from '@inkbook/catalog/config';
import { buildApp as buildClaims } from '@inkbook/claims';
import { buildApp as buildDesignAi } from '@inkbook/design-ai';
import { buildApp as buildInquiries } from '@inkbook/inquiries';
import { createMemoryTransport, type EventTransport, readServiceConfig } from '@inkbook/service-kit';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readGatewayConfig } from '../config';

export const testAdmin = { email: 'admin@stack.test', password: 'stack-admin-password' };

export interface Stack {
  gateway: FastifyInstance;
  services: Record<'auth' | 'catalog' | 'inquiries' | 'claims' | 'design-ai', FastifyInstance>;
  transport: EventTransport;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Every service on its own loopback port plus the gateway in front, on a fresh database and one in-process bus:
 * tests drive the gateway, which reaches services over real HTTP exactly as in production.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const database = await createTestDatabase();
  const transport = createMemoryTransport();
  const base = {
    DATABASE_URL: database.url,
    INTERNAL_SECRET: TEST_SECRET,
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  };
  const listen = async (app: FastifyInstance) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  // auth listens first: catalog calls its account API.
  const auth = await buildAuth(readAuthConfig(base), { transport });
  const authUrl = await listen(auth);
  const services = {
    auth,
    catalog: await buildCatalog(readCatalogConfig({ ...base, AUTH_URL: authUrl }), { transport }),
    inquiries: await buildInquiries(readServiceConfig(0, base), { transport }),
    claims: await buildClaims(readServiceConfig(0, base), { transport }),
    'design-ai': await buildDesignAi(readServiceConfig(0, base), { transport }),
  };
  const gateway = await buildGateway(
    readGatewayConfig({
      ...base,
      AUTH_URL: authUrl,
      CATALOG_URL: await listen(services.catalog),
      INQUIRIES_URL: await listen(services.inquiries),
      CLAIMS_URL: await listen(services.claims),
      DESIGN_AI_URL: await listen(services['design-ai']),
    }),
    { transport },
  );
  return {
    gateway,
    services,
    transport,
    databaseUrl: database.url,
    async close() {
      await gateway.close();
      await Promise.all(Object.values(services).map((s) => s.close()));
      await transport.close();
      await database.drop();
    },
  };
}

/** The session cookie (name=value) a login response set. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /inkbook_session=([^;]+)/.exec(header);
  if (!match) throw new Error(`no session cookie in ${header}`);
  return `inkbook_session=${match[1]}`;
}
