import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export interface Stat {
  label: string;
  /** Undefined while it loads. */
  value: ReactNode | undefined;
}

/** The studio's numbers at a glance, each a term and its value (a value still loading shows a placeholder). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {stats.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-line bg-white p-4 last:odd:col-span-2 sm:min-h-28 sm:p-5 sm:last:odd:col-span-1"
        >
          <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
          <dd className="font-display text-3xl font-semibold text-ink tabular-nums capitalize sm:text-4xl">
            {value === undefined ? (
              <>
                <Skeleton className="h-9 w-12" />
                <span className="sr-only">Loading</span>
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
