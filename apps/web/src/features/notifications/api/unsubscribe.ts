import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/unsubscribe?token=: the category a link from an email turns off, and the masked address. */
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: notificationKeys.unsubscribe(token),
    queryFn: ({ signal }) => notificationApi.describeUnsubscribe({ query: { token }, signal }),
    // A forged or altered token stays refused however often it is asked; an outage gets the usual tries.
    retry: (failureCount, error) => !isRefused(error) && failureCount < 3,
  });

export const useUnsubscribeDescription = (token: string) => useQuery(unsubscribeQueryOptions(token));

/** The server refused the token itself (400), rather than failing to answer. */
export const isRefused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** POST /api/notifications/unsubscribe `{ token }`, without a session; the page says the outcome in place. */
export const useUnsubscribe = () =>
  useCommand({
    mutationFn: (token: string) => notificationApi.unsubscribe({ body: { token } }),
  });
