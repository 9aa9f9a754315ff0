import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toast';

/**
 * App-wide providers: one QueryClient and the toast region (spec §9). Tooltips bring their provider with the page
 * that shows them (ui/tooltip), so pages without tooltips never load Radix's popper code.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
