import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DefinitionRow {
  term: string;
  detail: ReactNode;
  /** A line under the figure, e.g. the deposit's 'Typically 50% of total cost'. */
  note?: string;
}

/** The result cards' figures: a term on the left, its value on the right, one row each. */
export function DefinitionRows({ rows, className }: { rows: readonly DefinitionRow[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-line/70 text-sm', className)}>
      {rows.map(({ term, detail, note }) => (
        <div key={term} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-muted">{term}</dt>
          <dd className="text-right">
            <span className="font-semibold text-ink">{detail}</span>
            {note ? <span className="block text-xs text-muted">{note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
