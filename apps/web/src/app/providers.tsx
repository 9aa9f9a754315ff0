import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '@/lib/toast';

/**
 * App-wide providers: the QueryClient (made by the entry, browser or server, which may seed it first) and the toast
 * region (spec §9). Tooltips bring their provider with the page that shows them (ui/tooltip), so pages without
 * tooltips never load Radix's popper code.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
