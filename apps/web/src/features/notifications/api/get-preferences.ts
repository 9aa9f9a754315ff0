import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/preferences: which emails the signed-in person receives, per category. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => notificationApi.preferences({ signal }),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());
