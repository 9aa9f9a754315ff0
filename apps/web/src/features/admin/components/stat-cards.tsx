import type { AdminStats } from '@inkbook/contracts/admin';
import { Clock, Eye, Hourglass, Images, type LucideIcon, Store, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format-count';
import { useAdminStats } from '../api/get-admin-stats';

const cards: Array<{ title: string; key: keyof AdminStats; icon: LucideIcon }> = [
  { title: 'Total Artists', key: 'totalArtists', icon: Users },
  { title: 'Pending Artists', key: 'pendingReviews', icon: Clock },
  { title: 'Total Studios', key: 'totalStudios', icon: Store },
  { title: 'Pending Studios', key: 'pendingStudioReviews', icon: Hourglass },
  { title: 'Portfolio Images', key: 'totalImages', icon: Images },
  { title: 'Profile Views', key: 'profileViews', icon: Eye },
];

/** The six numbers of spec §2, each a titled card; placeholders while they load, a retry when they fail. */
export function StatCards() {
  const { data, isPending, isError, refetch, isRefetching } = useAdminStats();

  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white/70 px-5 py-4"
      >
        <p className="text-sm text-ink-soft">
          We couldn't load the stats. Check your connection and try again.
        </p>
        <Button variant="outline" size="sm" onClick={() => refetch()} isLoading={isRefetching}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <dl
      aria-busy={isPending || undefined}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6"
    >
      {cards.map(({ title, key, icon: Icon }) => (
        <div
          key={key}
          className="flex flex-col gap-3 rounded-2xl border border-line bg-white/70 p-4 shadow-sm shadow-ink/5 sm:p-5"
        >
          <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted">
            {title}
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
          </dt>
          <dd className="font-display text-3xl font-semibold text-ink">
            {isPending ? <Skeleton className="h-9 w-16" /> : formatCount(data[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
