import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build of the provider lets the router use flushSync for its state updates.
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './providers';

/** The app in the browser; entry-server.tsx renders the same tree around a static router. */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  // The page's buttons take taps from now on (index.css): the app has drawn or hydrated it.
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <StrictMode>
      <AppProvider client={client}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
