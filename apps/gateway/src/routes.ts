import { HEALED_PHOTOS_BODY_LIMIT } from '@inkbook/contracts/aftercare-routes';
import { DESIGN_BODY_LIMIT, designDownloadName } from '@inkbook/contracts/design';
import { INQUIRY_BODY_LIMIT } from '@inkbook/contracts/inquiry-routes';
import { type ServiceName, serviceList, serviceListing } from '@inkbook/contracts/services';
import type { GatewayConfig } from './config';

export interface Upstream {
  service: ServiceName;
  /** Public path prefixes this service answers (DESIGN §1); `/x` covers `/x` and `/x/...`. */
  prefixes: readonly string[];
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

/** How the gateway treats a service's requests where it differs from the default (a 1 MB body limit). */
const special: Partial<Record<ServiceName, Partial<Omit<Upstream, 'service' | 'prefixes'>>>> = {
  auth: { smallAnswers: true },
  catalog: {
    // Applications and profile edits carry images as data URLs (resized in the browser), hence the larger limit.
    bodyLimit: 40 * MB,
    // Downloads of designs (spec §7 tattoo-design-{timestamp}.png) are design-ai's files.
    divert: {
      prefix: '/api/download-image',
      service: 'design-ai',
      when: (query) => typeof query.url === 'string' && designDownloadName(query.url) !== null,
    },
  },
  // The service's own limit (8 photos as data URLs), so a body the service would refuse never crosses.
  inquiries: { bodyLimit: INQUIRY_BODY_LIMIT },
  // The healed photos' limit (4 photos as data URLs): the service keeps 1 MiB on every other route.
  bookings: { bodyLimit: HEALED_PHOTOS_BODY_LIMIT },
  // The service's own limit (a design request is a few short texts).
  'design-ai': { bodyLimit: DESIGN_BODY_LIMIT },
};

/**
 * The routing table of DESIGN §1: one row per service of the list, with the prefixes written there.
 * `/internal/*` appears nowhere: it is never reachable from outside.
 */
export const upstreams: Upstream[] = serviceList.map(({ name, prefixes }) => ({
  service: name,
  prefixes,
  bodyLimit: MB,
  ...special[name],
}));

export const upstreamUrl = (config: GatewayConfig, service: ServiceName): string =>
  config[serviceListing(service).urlEnv];
