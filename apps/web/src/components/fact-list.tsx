import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  /** Left out when empty: a detail the client did not give is not shown as a blank. */
  value: ReactNode;
}

/** A titled group of label–value pairs in the detail dialog. */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  const given = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  if (given.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-white p-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {given.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-0.5 break-words whitespace-pre-line text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
