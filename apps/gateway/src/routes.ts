import { DESIGN_BODY_LIMIT, designDownloadName } from '@inkbook/contracts/design';
import type { ServiceName } from '@inkbook/contracts/events';
import { INQUIRY_BODY_LIMIT } from '@inkbook/contracts/inquiry-routes';
import type { GatewayConfig } from './config';

export interface Upstream {
  service: ServiceName;
  /** Public path prefixes this service answers (DESIGN §1); `/x` covers `/x` and `/x/...`. */
  prefixes: string[];
  /** Largest request body the gateway lets through to it (bytes). */
  bodyLimit: number;
  /**
   * Its answers are always a few hundred bytes (who is signed in, login, logout), under the 1 KB below which
   * nothing is compressed: its routes skip the compression hooks, which otherwise run on every one of the most
   * frequent requests for nothing.
   */
  smallAnswers?: true;
  /** Requests under `prefix` that another service answers when `when` holds for their query (a path both share). */
  divert?: { prefix: string; service: ServiceName; when(query: Record<string, unknown>): boolean };
}

const MB = 1024 * 1024;

/** The routing table of DESIGN §1. `/internal/*` appears nowhere: it is never reachable from outside. */
export const upstreams: Upstream[] = [
  {
    service: 'auth',
    prefixes: ['/api/auth', '/api/login', '/api/logout'],
    bodyLimit: MB,
    smallAnswers: true,
  },
  {
    service: 'catalog',
    // Applications and profile edits carry images as data URLs (resized in the browser), hence the larger limit.
    prefixes: [
      '/api/artists',
      '/api/studios',
      '/api/check-handle',
      '/api/admin',
      '/api/media',
      '/media',
      '/api/download-image',
    ],
    bodyLimit: 40 * MB,
    // Downloads of designs (spec §7 tattoo-design-{timestamp}.png) are design-ai's files.
    divert: {
      prefix: '/api/download-image',
      service: 'design-ai',
      when: (query) => typeof query.url === 'string' && designDownloadName(query.url) !== null,
    },
  },
  {
    service: 'inquiries',
    prefixes: ['/api/inquiries', '/api/studio-inquiries', '/api/studio/:studioId/artist-inquiries'],
    // The service's own limit (8 photos as data URLs), so a body the service would refuse never crosses.
    bodyLimit: INQUIRY_BODY_LIMIT,
  },
  { service: 'claims', prefixes: ['/api/studio-artist-claims'], bodyLimit: MB },
  // The service's own limit (a design request is a few short texts).
  { service: 'design-ai', prefixes: ['/api/generate-design', '/api/designs'], bodyLimit: DESIGN_BODY_LIMIT },
];

export function upstreamUrl(config: GatewayConfig, service: ServiceName): string {
  const urls: Record<ServiceName, string> = {
    auth: config.AUTH_URL,
    catalog: config.CATALOG_URL,
    inquiries: config.INQUIRIES_URL,
    claims: config.CLAIMS_URL,
    'design-ai': config.DESIGN_AI_URL,
  };
  return urls[service];
}
