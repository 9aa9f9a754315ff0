import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody, errorCodes } from '@inkbook/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';
import { fetchPageData, type PagePlan, pageDataTags, planFor } from './page-data';
import { pageModulePreloads } from './page-modules';
import { limitRequests, perMinute } from './rate-limit';
import { loadServerRender, renderPage, withRenderedPage } from './server-render';
import { sessionTokenIn } from './session-cookie';

const ASSET_EXTENSION = /\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|json|txt|xml|woff2?|ttf)$/i;

/** Pages whose HTML the gateway fills with catalog reads (page-data.ts): each costs the catalog a query. */
const CATALOG_PAGE = /^\/(artists?|studios?)(\/|\?|$)/;

/** The pages rendered on the server from their catalog reads (page-data.ts plans them, server-render.ts draws them). */
const RENDERED_PAGES = ['/', '/artists', '/studios', '/artist/:handle', '/studio/:handle'];

const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/internal');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the SPA fallback for
 * every other GET that wants a page, with the page's first public data inside (page-data.ts). A page whose data all
 * came is rendered on the server (server-render.ts) when the build has its server half: the visitor sees it before
 * any script runs, and the app hydrates it. Unknown API paths get JSON 404s, never the app.
 */
export async function registerWebApp(app: FastifyInstance, config: GatewayConfig) {
  const webDist = config.WEB_DIST;
  const hasBuild = !!webDist && existsSync(join(webDist, 'index.html'));
  const indexHtml = hasBuild ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  // The framed card has no navbar, so its page leaves out the navbar shell index.html paints before the app runs.
  const embedHtml = indexHtml.replace(/<!--shell-->[\s\S]*?<!--\/shell-->/, '');
  const modulePreloads = hasBuild ? pageModulePreloads(webDist) : () => '';
  const render = hasBuild ? await loadServerRender(webDist) : null;

  /** A planned page: rendered from its data when it all came and the render succeeds, else the app with its data. */
  const plannedPage = async (request: FastifyRequest, plan: PagePlan) => {
    const data = await fetchPageData(request, plan, config);
    const visitor = { signedOut: !sessionTokenIn(request.headers) };
    const page =
      render && data.complete
        ? await renderPage(render, `http://localhost${request.url}`, data.answers, visitor, request.log)
        : null;
    const head = `${modulePreloads(plan.module)}${page ? `${data.lead}${page.state}` : pageDataTags(data)}`;
    const html = indexHtml.replace('</head>', `${head}</head>`);
    return page ? withRenderedPage(html, page, visitor) : html;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Rate-limited per address like the API, on a counter of their own; every other page and asset is not counted.
  const pageLimit = limitRequests(perMinute(config.RATE_LIMIT_PER_MINUTE), (request) =>
    CATALOG_PAGE.test(request.url),
  );
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', search = ''] = request.url.split('?');
    // A dot is not an extension: Instagram handles (/artist/jade.paints.skin) have them. Only a missing asset
    // that a browser did not ask for as a page gets the JSON 404.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      (String(request.headers.accept ?? '').includes('text/html') || !ASSET_EXTENSION.test(path));
    if (hasBuild && wantsPage) {
      const plan = planFor(path, search);
      const html =
        plan && request.method === 'GET'
          ? await plannedPage(request, plan)
          : path.startsWith('/embed/')
            ? embedHtml
            : indexHtml;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).send(errorBody(errorCodes.notFound, `No route for ${request.method} ${path}`));
  };
  app.setNotFoundHandler({ preHandler: pageLimit }, servePage);
  // The server-rendered pages are routes of their own: their HTML is large enough to want compression, which
  // @fastify/compress gives routes only (the not-found handler's small app page goes without).
  if (hasBuild) for (const url of RENDERED_PAGES) app.get(url, { preHandler: pageLimit }, servePage);
}
