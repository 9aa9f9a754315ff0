import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/** Spec §9: not polled, refetched on window focus, fresh 5 min, kept 10 min, 3 retries; mutations never. */
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: true,
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: 3,
  },
  mutations: { retry: 0 },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
