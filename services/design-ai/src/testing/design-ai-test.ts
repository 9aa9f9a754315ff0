import type { DesignRequest } from '@inkbook/contracts/design';
import { createMemoryTransport } from '@inkbook/service-kit';
import {
  createTestDatabase,
  signedHeaders,
  TEST_SECRET,
  type TestDatabase,
} from '@inkbook/service-kit/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { readDesignAiConfig } from '../config';

// The design-ai service on a database of its own, driven as the gateway drives it.

export interface DesignAiTest {
  app: FastifyInstance;
  /** Its database, which another instance (other settings) may share. */
  database: TestDatabase;
  /** A request from `ip` (every caller is anonymous here: visitors use the generator). */
  inject(options: InjectOptions, ip?: string): Promise<LightMyRequestResponse>;
  /** POST /api/generate-design. */
  generate(body: unknown, ip?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A request that passes validation: the spec's quick pick on a forearm. */
export const designRequest = (overrides: Partial<DesignRequest> = {}): DesignRequest => ({
  style: 'Traditional',
  subject: 'Rose',
  placement: 'arm-lower-arm',
  size: 'medium',
  colorOption: 'color',
  ...overrides,
});

/** Starts the service; `env` overrides its settings (a provider, tighter limits). */
export async function startDesignAi(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<DesignAiTest> {
  const db = database ?? (await createTestDatabase());
  const transport = createMemoryTransport();
  const app = await buildApp(
    readDesignAiConfig({ DATABASE_URL: db.url, INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', ...env }),
    { transport },
  );
  const inject = (options: InjectOptions, ip = '127.0.0.1') =>
    app.inject({ ...options, headers: { ...signedHeaders(null, TEST_SECRET, ip), ...options.headers } });
  return {
    app,
    database: db,
    inject,
    generate: (body, ip) =>
      inject({ method: 'POST', url: '/api/generate-design', payload: body as object }, ip),
    async close() {
      await app.close();
      await transport.close();
      if (!database) await db.drop();
    },
  };
}
