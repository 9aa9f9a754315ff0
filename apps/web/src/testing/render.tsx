import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryConfig } from '@/lib/query-client';
import { AppToaster } from '@/lib/toast';

/** The app's query settings, without retries: a test's failed answer is final at once. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } } });

// The router's one route shows whatever the test renders now (a `rerender` included).
const Ui = createContext<ReactNode>(null);
const TestedUi = () => useContext(Ui);

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the component is shown at ('/' unless told). */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders a component as the app shows it (app/providers.tsx): a query client, the toast region and a router held in
 * memory. Gives back Testing Library's queries, a `user` that types and clicks like a person, the query client (to
 * seed or inspect the cache), the router and `location()`, where it is now (to see a navigation).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient(), ...options }: ProvidersOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', Component: TestedUi }], {
    initialEntries: [route],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Ui.Provider value={children}>
        <RouterProvider router={router} />
      </Ui.Provider>
      <AppToaster />
    </QueryClientProvider>
  );
  return {
    user: userEvent.setup(),
    queryClient,
    router,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    ...render(ui, { wrapper, ...options }),
  };
}
