import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createRoutes, loadMatchedRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/**
 * A page the server rendered (app/server-state.ts) is hydrated: the queries and router state it was drawn from come
 * first and its route's code is loaded before the first render, so that render is the server's HTML. Any other page
 * is drawn by the app alone, as before.
 */
async function start(container: HTMLElement) {
  const server = readServerState();
  const client = createQueryClient();
  const routes = createRoutes(client);
  if (server) {
    hydrate(client, server.queries);
    await loadMatchedRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : {});
  const app = <App client={client} router={router} />;
  // A transition lets React render the first page in slices, yielding to the browser every few milliseconds, so
  // starting the app never blocks input for long on a slow phone.
  // public/start-after-paint.js kept any press made before now, to press again once the app has hydrated.
  if (server) document.dispatchEvent(new Event('inkbook:hydrating'));
  startTransition(() => {
    if (server) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
