import { SERVER_STATE_ID } from '@inkbook/contracts/lead-image';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/providers';
import { createRoutes } from './app/router';
import type { ServerState } from './app/server-state';
import { meQueryKey } from './lib/me-query-key';
import { withPageData } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { type ServerRenderHints, ServerRenderHintsContext } from './lib/server-render-hints';

// The pages the gateway renders are loaded with this module (at the gateway's boot), not by the first visitor's render:
// that render has the page data's budget (apps/gateway/src/server-render.ts), and loading a page's code takes most of it.
await Promise.all([
  import('./app/routes/landing'),
  import('./app/routes/artists'),
  import('./app/routes/studios'),
  import('./app/routes/artist-profile'),
  import('./app/routes/studio-profile'),
]);

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface ServerRender {
  /** The page's <title> element, for the head ('' when it has none). */
  title: string;
  /** The page's HTML, for inside #root. */
  html: string;
  /** The JSON block the browser hydrates from (app/server-state.ts). */
  state: string;
  /** The page's address shows what only the app draws (lib/server-render-hints.ts): its code starts at once. */
  needsAppAtOnce: boolean;
}

/**
 * Renders a public page on the server (the gateway calls this, apps/gateway/src/server-render.ts) as the browser's
 * app would draw it for a signed-out visitor: the same routes, whose loaders read `pageData` (the catalog answers
 * the gateway fetched for this page) into a fresh QueryClient. Waits for every lazy part, so the HTML is complete.
 * Throws when the page cannot be drawn from its data alone (a read it lacks, a redirect, an error): the gateway then
 * serves the page as before. `signal` ends the render when the gateway stops waiting. A visitor the gateway knows
 * is signed out (no session cookie) gets the navbar's signed-out links in the HTML; any other gets its placeholder,
 * which the app fills once it knows who they are.
 */
export async function render(
  url: string,
  pageData: Record<string, unknown>,
  signal: AbortSignal,
  visitor: { signedOut: boolean },
): Promise<ServerRender> {
  const client = createQueryClient();
  // GET /api/auth/me's answer for a request without a session: nobody (get-me.ts reads its 401 as null).
  if (visitor.signedOut) client.setQueryData(meQueryKey, null);
  try {
    const { query, dataRoutes } = createStaticHandler(createRoutes(client));
    const context = await withPageData(pageData, () => query(new Request(url, { signal })));
    if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
    if (context.errors) throw new Error(`${url} failed in its loader`);
    await settled(client, signal);

    const router = createStaticRouter(dataRoutes, context);
    // A part that throws is left to the browser behind its Suspense fallback: not a page to send.
    const failures: unknown[] = [];
    const hints: ServerRenderHints = { needsAppAtOnce: false };
    const { prelude } = await prerender(
      <StrictMode>
        <ServerRenderHintsContext value={hints}>
          <AppProvider client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </ServerRenderHintsContext>
      </StrictMode>,
      {
        signal,
        onError: (error) => void failures.push(error),
        // Every boundary in place: React would send a large one after its fallback, with an inline script to swap
        // them, which the CSP (script-src 'self') blocks and a browser without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (failures.length > 0) throw new Error(`${url} did not render`, { cause: failures[0] });
    // React writes the page's <title> (components/page-title.tsx) first: it belongs in the document's head.
    const [, title = '', html = ''] =
      /^(<title>[^<]*<\/title>)?([\s\S]*)$/.exec(await new Response(prelude).text()) ?? [];
    const state: ServerState = {
      queries: dehydrate(client),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    };
    return {
      title,
      html,
      state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafe(state)}</script>`,
      needsAppAtOnce: hints.needsAppAtOnce,
    };
  } finally {
    // Nothing of a render outlives it: a read it lacked stops retrying, and no cache timer holds its answers.
    client.clear();
  }
}

/** Waits for the loaders' queries; each must have its answer from the page's data. */
async function settled(client: QueryClient, signal: AbortSignal) {
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const queries = client.getQueryCache().getAll();
  await Promise.race([Promise.allSettled(queries.map((query) => query.promise)), aborted]);
  const missing = queries.filter((query) => query.state.status !== 'success');
  if (missing.length > 0) throw new Error(`no page data for ${JSON.stringify(missing[0]?.queryKey)}`);
}
