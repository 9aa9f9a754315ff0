import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
// The DOM build of the provider lets the router use flushSync for its state updates.
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './providers';

/** The app in the browser; entry-server.tsx renders the same tree around a static router. */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProvider client={client}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
