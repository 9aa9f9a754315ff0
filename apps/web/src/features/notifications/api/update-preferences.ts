import type { NotificationCategory, Preferences } from '@inkbook/contracts/notification';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { categoryCopy } from '../utils/categories';
import { notificationKeys } from './query-keys';

/** One switch turned: the category and whether its emails are on. */
export interface PreferenceChange {
  category: NotificationCategory;
  on: boolean;
}

/** Puts one switch in the cached preferences, leaving the others as they are (another may be saving). */
export const showPreference = (client: QueryClient, { category, on }: PreferenceChange) =>
  client.setQueryData<Preferences>(
    notificationKeys.preferences,
    (preferences) => preferences && { email: { ...preferences.email, [category]: on } },
  );

/**
 * PUT /api/notifications/preferences with only the switch that changed (the update is partial, so two switches
 * saved at once never overwrite each other). One command per switch: the page shows the change before it is sent
 * (`showPreference`); a refusal puts the switch back and says so.
 */
export function useUpdatePreference() {
  const client = useQueryClient();
  return useCommand<Preferences, PreferenceChange>({
    mutationFn: ({ category, on }) =>
      notificationApi.updatePreferences({ body: { email: { [category]: on } } }),
    success: (_saved, { category, on }) => ({
      title: 'Preference saved',
      description: `Emails about ${categoryCopy[category].topic} are ${on ? 'on' : 'off'}.`,
    }),
    failure: { title: 'Your preference was not saved', description: 'Please try again.' },
    onError: (_error, change) => showPreference(client, { ...change, on: !change.on }),
  });
}
