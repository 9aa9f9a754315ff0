import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_DATA_TIMEOUT_MS } from './page-data';

/** What the web app's server build (apps/web/src/entry-server.tsx) draws for a page. */
export interface ServerRender {
  title: string;
  html: string;
  state: string;
  /** The page's address shows what only the app draws (an open dialog's step): its code starts at once. */
  needsAppAtOnce?: boolean;
}
/** Who the page is for, as far as the gateway knows without a lookup: a request without a session cookie is signed out. */
export interface Visitor {
  signedOut: boolean;
}
type Render = (
  url: string,
  pageData: Record<string, unknown>,
  signal: AbortSignal,
  visitor: Visitor,
) => Promise<ServerRender>;

/**
 * The web app's server build, which the web build puts beside its browser build (apps/web/dist-server), imported once
 * at boot. A build without it (an older one, a dev tree) serves every page as the browser's app alone.
 */
export async function loadServerRender(webDist: string): Promise<Render | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as { render?: Render };
  return typeof loaded.render === 'function' ? loaded.render : null;
}

/**
 * Renders a page from its data within the same budget the data had, or answers null: the page then goes out as the
 * browser's app with its data beside it, as before. A page is never a 500 and never waits long on its HTML.
 */
export async function renderPage(
  render: Render,
  url: string,
  pageData: Record<string, unknown>,
  visitor: Visitor,
  log: FastifyBaseLogger,
): Promise<ServerRender | null> {
  const budget = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`rendering took over ${PAGE_DATA_TIMEOUT_MS} ms`);
      budget.abort(error);
      reject(error);
    }, PAGE_DATA_TIMEOUT_MS);
  });
  try {
    return await Promise.race([render(url, pageData, budget.signal, visitor), late]);
  } catch (error) {
    log.warn({ err: error, url }, 'page served without server rendering');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The page's module script and modulepreload links, as the web build and page-modules.ts write them. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's page with a rendered page in it: its title in the head, its HTML in place of the navbar shell, and the
 * app's code started by the web app's public/start-app.js (given the entry and the chunks to preload) rather than
 * by the page: the page is on screen without the code, so its CSS and lead image have the connection first. For a
 * visitor who may be signed in the code starts once the page has painted (the navbar waits on it to show who they
 * are), and so it does for a page whose address shows what only the app draws; for a signed-out visitor, whose page
 * is whole without it, at their first sign of using the page.
 */
export function withRenderedPage(html: string, page: ServerRender, visitor: Visitor): string {
  const entry = ENTRY.exec(html)?.[1];
  const titled = page.title ? html.replace(/<title>[^<]*<\/title>/, () => page.title) : html;
  const drawn = titled.replace(/<!--shell-->[\s\S]*?<!--\/shell-->/, () => page.html);
  if (!entry) return drawn;
  const preloads = [...drawn.matchAll(PRELOAD)].map((match) => match[1]).join(' ');
  const when = visitor.signedOut && !page.needsAppAtOnce ? 'intent' : 'paint';
  const start = `<script src="/start-app.js" data-entry="${entry}" data-preloads="${preloads}" data-start="${when}" defer></script>`;
  return drawn.replace(PRELOAD, '').replace(ENTRY, () => start);
}
