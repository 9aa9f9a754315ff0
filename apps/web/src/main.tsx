import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createRoutes, loadMatchedRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { createQueryClient } from './lib/query-client';
import './index.css';

/**
 * Runs `run` in a task of its own, next: a message the page posts to itself, which no timer (nor a test's paused
 * clock) holds back. The router's first navigation runs the page's loaders inside the task that starts the app, and
 * their requests include the page's first `fetch`, which readies the browser's network stack (about 7 ms of a 4×
 * throttled profile): in a task of their own, the start is two short tasks, not one long one (issue 30).
 */
const inNextTask = (run: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
};

/** The next task: the work after it is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));

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
  const routes = createRoutes(client, inNextTask);
  if (server) {
    hydrate(client, server.queries);
    await loadMatchedRoutes(routes, window.location.pathname);
  }
  // Evaluating the app's modules, making its router and drawing its first page are three tasks, not one long one: the
  // router's first navigation (made with it) and React's first render each cost a slow phone tens of milliseconds.
  await nextTask();
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : {});
  await nextTask();
  const app = <App client={client} router={router} />;
  // A transition lets React render the first page in slices, yielding to the browser every few milliseconds, so
  // starting the app never blocks input for long on a slow phone.
  // public/start-app.js kept any press made before now, to press again once the app has hydrated.
  if (server) document.dispatchEvent(new Event('inkbook:hydrating'));
  startTransition(() => {
    if (server) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
