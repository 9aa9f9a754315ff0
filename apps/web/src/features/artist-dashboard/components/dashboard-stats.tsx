import type { ReactNode } from 'react';

interface Stat {
  label: string;
  value: ReactNode;
}

/** The dashboard's numbers at a glance (spec §2: portfolio images, new inquiries, specialties). */
export function DashboardStats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {stats.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-line bg-white p-4 sm:p-5"
        >
          <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
          <dd className="font-display text-3xl font-semibold text-ink tabular-nums sm:text-4xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
