import { buildApp as buildAuth } from '@inkbook/auth';
import { readAuthConfig } from '@inkbook/auth/config';
import { buildApp as buildBookings } from '@inkbook/bookings';
import { readBookingsConfig } from '@inkbook/bookings/config';
import { buildApp as buildCatalog } from '@inkbook/catalog';
import { readCatalogConfig } from '@inkbook/catalog/config';
import { buildApp as buildClaims } from '@inkbook/claims';
import { gatewayPort, type ServiceListing, type ServiceName, serviceList } from '@inkbook/contracts/services';
import { buildApp as buildDesignAi } from '@inkbook/design-ai';
import { readDesignAiConfig } from '@inkbook/design-ai/config';
import { buildGateway, type GatewayOptions } from '@inkbook/gateway';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { buildApp as buildInquiries } from '@inkbook/inquiries';
import { readInquiriesConfig } from '@inkbook/inquiries/config';
import { buildApp as buildNotifications } from '@inkbook/notifications';
import { readNotificationsConfig } from '@inkbook/notifications/config';
import { readServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';

export type Env = Record<string, string | undefined>;

/** The app, not yet listening: whoever boots it picks the port (so the config's default port is moot here). */
type Build = (env: Env, options: ServiceOptions) => Promise<FastifyInstance>;

export interface ServiceEntry extends ServiceListing {
  name: ServiceName;
  needs: readonly ServiceName[];
  build: Build;
}

/** How each service of the list is built in-process: the one thing the composition adds to it. */
const builds: Record<ServiceName, Build> = {
  auth: (env, options) => buildAuth(readAuthConfig(env), options),
  catalog: (env, options) => buildCatalog(readCatalogConfig(env), options),
  inquiries: (env, options) => buildInquiries(readInquiriesConfig(env), options),
  claims: (env, options) => buildClaims(readServiceConfig(0, env), options),
  'design-ai': (env, options) => buildDesignAi(readDesignAiConfig(env), options),
  notifications: (env, options) => buildNotifications(readNotificationsConfig(env), options),
  bookings: (env, options) => buildBookings(readBookingsConfig(env), options),
};

/**
 * Every service of the platform (the list in @inkbook/contracts/services) with its build, read by `npm start`, the
 * test stack and the bench.
 */
export const services: readonly ServiceEntry[] = serviceList.map((listing) => ({
  ...listing,
  build: builds[listing.name],
}));

/** The gateway in front: it reaches every service at the `urlEnv` of its entry. */
export const gateway = {
  name: 'gateway',
  port: gatewayPort,
  build: (env: Env, options: GatewayOptions) => buildGateway(readGatewayConfig(env), options),
} as const;
