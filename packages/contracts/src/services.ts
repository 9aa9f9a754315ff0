/** One service as the platform wires it. */
export interface ServiceListing {
  name: string;
  /** Where it listens when deployed on its own (docker-compose.yml, its config's default; the bench shifts it). */
  port: number;
  /** The variable that tells the gateway, and any service that calls this one, where it listens. */
  urlEnv: `${string}_URL`;
  /** Services it calls: they start first, and their `urlEnv` reaches its config. */
  needs: readonly string[];
  /** Public path prefixes the gateway routes to it (DESIGN §1); `/x` covers `/x` and `/x/...`. */
  prefixes: readonly string[];
}

/**
 * Every service of the platform (DESIGN §1, §2), with no code of theirs: the gateway derives its upstream settings
 * and routing table from it, the composition adds each one's build, and a test holds docker-compose.yml to it.
 * Adding a service starts with one entry here.
 */
export const serviceList = [
  {
    name: 'auth',
    port: 4001,
    urlEnv: 'AUTH_URL',
    needs: [],
    // `/api/me/*` is the signed-in person's account; its export (GET /api/me/export) the gateway assembles itself.
    prefixes: ['/api/auth', '/api/login', '/api/logout', '/api/me'],
  },
  {
    name: 'catalog',
    port: 4002,
    urlEnv: 'CATALOG_URL',
    // Its applications create the login through auth's internal account API.
    needs: ['auth'],
    prefixes: [
      '/api/artists',
      '/api/studios',
      '/api/check-handle',
      '/api/admin',
      '/api/media',
      '/media',
      '/api/download-image',
    ],
  },
  {
    name: 'inquiries',
    port: 4003,
    urlEnv: 'INQUIRIES_URL',
    // A client's first inquiry creates their login through auth's internal account API.
    needs: ['auth'],
    prefixes: [
      '/api/inquiries',
      '/api/studio-inquiries',
      '/api/studio/:studioId/artist-inquiries',
      '/api/waitlist',
    ],
  },
  { name: 'claims', port: 4004, urlEnv: 'CLAIMS_URL', needs: [], prefixes: ['/api/studio-artist-claims'] },
  {
    name: 'design-ai',
    port: 4005,
    urlEnv: 'DESIGN_AI_URL',
    needs: [],
    prefixes: ['/api/generate-design', '/api/designs'],
  },
  {
    name: 'notifications',
    port: 4006,
    urlEnv: 'NOTIFICATIONS_URL',
    // It learns accounts and everything it tells people about from events; it calls no one.
    needs: [],
    prefixes: ['/api/notifications'],
  },
  {
    name: 'bookings',
    port: 4007,
    urlEnv: 'BOOKINGS_URL',
    // It learns inquiries, profiles and verified artists from events; it calls catalog only to put a healed photo
    // the client allowed in the artist's portfolio.
    needs: ['catalog'],
    prefixes: ['/api/offers', '/api/bookings', '/api/calendar', '/api/payments'],
  },
] as const satisfies readonly ServiceListing[];

export type ServiceName = (typeof serviceList)[number]['name'];
export type ServiceUrlEnv = (typeof serviceList)[number]['urlEnv'];
export const serviceNames = serviceList.map((s) => s.name);

/** The gateway's public port when deployed on its own (docker-compose.yml, `npm start`). */
export const gatewayPort = 8080;

export function serviceListing(name: ServiceName) {
  const listing = serviceList.find((s) => s.name === name);
  if (!listing) throw new Error(`no service ${name} in the list`);
  return listing;
}
