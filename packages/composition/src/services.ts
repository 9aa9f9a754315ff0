import { buildApp as buildAuth } from '@inkbook/auth';
import { readAuthConfig } from '@inkbook/auth/config';
import { buildApp as buildCatalog } from '@inkbook/catalog';
import { readCatalogConfig } from '@inkbook/catalog/config';
import { buildApp as buildClaims } from '@inkbook/claims';
import type { ServiceName } from '@inkbook/contracts/events';
import { buildApp as buildDesignAi } from '@inkbook/design-ai';
import { readDesignAiConfig } from '@inkbook/design-ai/config';
import { buildGateway, type GatewayOptions } from '@inkbook/gateway';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { buildApp as buildInquiries } from '@inkbook/inquiries';
import { readInquiriesConfig } from '@inkbook/inquiries/config';
import { readServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';

export type Env = Record<string, string | undefined>;

export interface ServiceEntry {
  name: ServiceName;
  /** Where it listens when deployed on its own (docker-compose.yml; the bench shifts it); in-process runs use any free port. */
  port: number;
  /** The variable that tells the gateway, and any service that calls this one, where it listens. */
  urlEnv: `${string}_URL`;
  /** Services it calls: they start first, and their `urlEnv` reaches its config. */
  needs: ServiceName[];
  /** The app, not yet listening: whoever boots it picks the port (so the config's default port is moot here). */
  build(env: Env, options: ServiceOptions): Promise<FastifyInstance>;
}

/**
 * Every service of the platform and how it is wired (DESIGN §2), read by `npm start`, the test stack and the
 * bench. Adding a service is one entry here (and its routes in the gateway's table, apps/gateway/src/routes.ts).
 */
export const services: readonly ServiceEntry[] = [
  {
    name: 'auth',
    port: 4001,
    urlEnv: 'AUTH_URL',
    needs: [],
    build: (env, options) => buildAuth(readAuthConfig(env), options),
  },
  {
    name: 'catalog',
    port: 4002,
    urlEnv: 'CATALOG_URL',
    // Its applications create the login through auth's internal account API.
    needs: ['auth'],
    build: (env, options) => buildCatalog(readCatalogConfig(env), options),
  },
  {
    name: 'inquiries',
    port: 4003,
    urlEnv: 'INQUIRIES_URL',
    // A client's first inquiry creates their login through auth's internal account API.
    needs: ['auth'],
    build: (env, options) => buildInquiries(readInquiriesConfig(env), options),
  },
  {
    name: 'claims',
    port: 4004,
    urlEnv: 'CLAIMS_URL',
    needs: [],
    build: (env, options) => buildClaims(readServiceConfig(0, env), options),
  },
  {
    name: 'design-ai',
    port: 4005,
    urlEnv: 'DESIGN_AI_URL',
    needs: [],
    build: (env, options) => buildDesignAi(readDesignAiConfig(env), options),
  },
];

/** The gateway in front: it reaches every service at the `urlEnv` of its entry. */
export const gateway = {
  name: 'gateway',
  port: 8080,
  build: (env: Env, options: GatewayOptions) => buildGateway(readGatewayConfig(env), options),
} as const;
