import type { IncomingHttpHeaders } from 'node:http';
import type { ArtistCard, ArtistProfile } from '@inkbook/contracts/artist';
import { artistEndpoints } from '@inkbook/contracts/artist-endpoints';
import { artistListPath, parseArtistListParams } from '@inkbook/contracts/artist-list';
import {
  artistBanner,
  artistCardCover,
  leadImageSizes,
  PAGE_DATA_ID,
  studioBanner,
  studioCardCover,
} from '@inkbook/contracts/lead-image';
import { mediaSrcSet, mediaVariantUrl, parseMediaUrl } from '@inkbook/contracts/media-url';
import { fillPath } from '@inkbook/contracts/route';
import type { StudioCard, StudioProfile } from '@inkbook/contracts/studio';
import { studioEndpoints } from '@inkbook/contracts/studio-endpoints';
import { parseStudioListParams, studioListPath } from '@inkbook/contracts/studio-list';
import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';
import { forwardedHeaders } from './forwarded-headers';

/** A page is never held up long for its data: past this, it goes out without and the browser asks itself. */
export const PAGE_DATA_TIMEOUT_MS = 300;

/** A path segment as the web app reads it (decoded), or null when it does not decode. */
const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * `<link rel="preload">` for one of our media images drawn at `sizes`, so the browser picks the same width the
 * <img> will. Anything that is not our media URL gets nothing (the URL goes into HTML unescaped: hex only).
 */
function leadImagePreload(src: string | null | undefined, sizes: string): string {
  if (!src || !parseMediaUrl(src)) return '';
  return `<link rel="preload" as="image" href="${mediaVariantUrl(src, 'w800.webp')}" imagesrcset="${mediaSrcSet(src)}" imagesizes="${sizes}" fetchpriority="high">`;
}

/** An answer of the catalog, already checked against its response schema there. */
type Answer = unknown;
const firstCard = (answer: Answer) => (answer as { items?: ArtistCard[] } | undefined)?.items?.[0];
const cardLead = (sizes: string) => (first: Answer) => {
  const artist = firstCard(first);
  return artist ? leadImagePreload(artistCardCover(artist), sizes) : '';
};

export interface PagePlan {
  /** The page's source module in the web app, whose chunk the page needs before it can draw anything of its own. */
  module: string;
  /** The public catalog reads the page makes first, written exactly as the web app's API client asks for them. */
  reads: string[];
  /** The page's lead image (contracts/lead-image.ts) from the first read's answer, as a preload link. */
  lead: (first: Answer) => string;
}

/** Pages whose first paint waits on their code alone, by path: the route module each loads. */
const codeOnlyPages = new Map([
  ['/dashboard', 'dashboard'],
  ['/studio-dashboard', 'studio-dashboard'],
  ['/onboarding', 'onboarding'],
  ['/studio-onboarding', 'studio-onboarding'],
]);

/**
 * What a page whose first paint waits on code and data needs before it can paint (the e2e test
 * `page-data.spec.ts` fails if this drifts from what the web app loads, asks for and draws). Null: other pages.
 */
export function planFor(path: string, search: string): PagePlan | null {
  if (path === '/')
    return {
      module: 'src/app/routes/landing.tsx',
      reads: [`${artistEndpoints.list.path}?pageSize=3`, `${studioEndpoints.list.path}?pageSize=3`],
      lead: cardLead(leadImageSizes.landingCollage),
    };
  // Signed-in data is the app's own to ask for (from the route's loader, app/prefetch.ts), and the application
  // wizards read nothing before their first step: only their code comes early.
  const codeOnly = codeOnlyPages.get(path);
  if (codeOnly) return { module: `src/app/routes/${codeOnly}.tsx`, reads: [], lead: () => '' };
  if (path === '/artists')
    return {
      module: 'src/app/routes/artists.tsx',
      reads: [artistListPath(parseArtistListParams(new URLSearchParams(search)))],
      lead: cardLead(leadImageSizes.artistCard),
    };
  if (path === '/studios')
    return {
      module: 'src/app/routes/studios.tsx',
      reads: [studioListPath(parseStudioListParams(new URLSearchParams(search)))],
      lead: (first) => {
        const studio = (first as { items?: StudioCard[] } | undefined)?.items?.[0];
        return studio ? leadImagePreload(studioCardCover(studio), leadImageSizes.studioCard) : '';
      },
    };
  const profile = /^\/(artist|studio)\/([^/]+)\/?$/.exec(path);
  const handle = profile?.[2] ? segment(profile[2]) : null;
  if (!profile || !handle) return null;
  const kind = profile[1] === 'artist' ? 'artist' : 'studio';
  return {
    module: `src/app/routes/${kind}-profile.tsx`,
    reads: [fillPath((kind === 'artist' ? artistEndpoints : studioEndpoints).profile.path, { handle })],
    lead: (first) => {
      if (!first) return '';
      const banner =
        kind === 'artist' ? artistBanner(first as ArtistProfile) : studioBanner(first as StudioProfile);
      return leadImagePreload(banner, leadImageSizes.profileBanner);
    },
  };
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the gateway fetched for a page: the answers by URL and its lead image's preload. */
export interface PageData {
  answers: Record<string, Answer>;
  /** Every read of the plan answered: the page can be drawn from the answers alone (server-render.ts). */
  complete: boolean;
  lead: string;
}

/**
 * Fetches a page's first public reads from the catalog as the visitor (anonymous, with their address and browser,
 * so profile views count as before). A read that fails, is not 200 or is slow is left out: the app asks for it
 * itself.
 */
export async function fetchPageData(
  request: FastifyRequest,
  plan: PagePlan,
  config: GatewayConfig,
): Promise<PageData> {
  if (plan.reads.length === 0) return { answers: {}, complete: false, lead: '' };
  const incoming: IncomingHttpHeaders = {
    accept: 'application/json',
    'user-agent': request.headers['user-agent'] ?? '',
  };
  const headers = forwardedHeaders(
    incoming,
    { user: null, ip: request.ip, ts: Date.now() },
    { secret: config.INTERNAL_SECRET, requestId: request.id, keepCookies: false },
  ) as Record<string, string>;
  const signal = AbortSignal.timeout(PAGE_DATA_TIMEOUT_MS);
  const answers = await Promise.all(
    plan.reads.map(async (url) => {
      try {
        const response = await fetch(`${config.CATALOG_URL}${url}`, { headers, signal });
        return response.status === 200 ? ([url, (await response.json()) as Answer] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  const found = answers.filter((answer) => answer !== null);
  return {
    answers: Object.fromEntries(found),
    complete: found.length === plan.reads.length,
    lead: found.length > 0 ? plan.lead(answers[0]?.[1]) : '',
  };
}

/**
 * What a page's <head> gains from its data: a preload of the lead image and the answers as a
 * `<script type="application/json">` block the app's API client takes instead of asking again. The browser then
 * fetches the picture while the app's code loads, and the app draws the page without a round trip.
 */
export function pageDataTags({ answers, lead }: PageData): string {
  if (Object.keys(answers).length === 0) return '';
  return `${lead}<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafe(answers)}</script>`;
}
