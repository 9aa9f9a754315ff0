import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/**
 * Spec §9: not polled, refetched on window focus, fresh 5 min, kept 10 min, 3 retries; mutations never. A mutation
 * is sent even when the browser says it is offline: it fails at once with its own failure text and changes nothing,
 * rather than waiting behind a spinner for a connection nobody said it was waiting for.
 */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: true,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: 3,
  },
  mutations: { retry: 0, networkMode: 'always' },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
