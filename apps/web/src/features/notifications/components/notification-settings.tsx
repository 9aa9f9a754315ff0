import type { Role } from '@inkbook/contracts/identity';
import { categoriesForRole } from '@inkbook/contracts/notification-categories';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences } from '../api/get-preferences';
import { PreferenceSwitch } from './preference-switch';

/**
 * `/settings/notifications`: one email switch per category that applies to the role (issue 22 item 8). In-app
 * notifications are always kept; these turn only the emails off.
 */
export function NotificationSettings({ accountRole }: { accountRole: Role }) {
  const query = usePreferences();
  const categories = categoriesForRole[accountRole] ?? [];

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your preferences" className="flex flex-col gap-4">
        {categories.map((category) => (
          <Skeleton key={category} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-accent-strong">
        Failed to load your preferences. Please try again.
      </p>
    );
  }
  return (
    <section aria-labelledby="email-preferences" className="rounded-2xl border border-line bg-white/70 px-5">
      <h2 id="email-preferences" className="pt-5 font-display text-xl font-semibold">
        Email me about
      </h2>
      <ul className="divide-y divide-line">
        {categories.map((category) => (
          <PreferenceSwitch key={category} category={category} on={query.data.email[category]} />
        ))}
      </ul>
    </section>
  );
}
