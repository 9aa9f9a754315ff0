import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** On phones the cell spans the whole card and goes without its column label (the name, the actions). */
  wide?: boolean;
}

interface ReviewTableProps<Row> {
  /** The table's caption, e.g. 'Artists'. */
  label: string;
  columns: Array<Column<Row>>;
  rowKey: (row: Row) => string;
  /** Undefined while the list loads. */
  rows: Row[] | undefined;
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
  emptyText: string;
}

/** Spec §2: five placeholder rows while the list loads. */
const SKELETON_ROWS = 5;

// One table, two layouts. From md up a real table (wide enough that no column squeezes; the box scrolls
// sideways on tablets). On phones each row is a card of label/value pairs, so nothing runs off the page;
// the header row stays for screen readers only.
const frame = 'overflow-x-auto rounded-2xl border border-line bg-white/80 shadow-sm shadow-ink/5';
const tableClass = 'block w-full border-collapse text-left text-sm md:table md:min-w-[60rem]';
const bodyClass = 'block divide-y divide-line md:table-row-group';
const rowClass = 'grid grid-cols-2 gap-x-4 gap-y-3 p-4 md:table-row md:p-0';

const cellClass = <Row,>(column: Column<Row>) =>
  cn(
    'block min-w-0 break-words md:table-cell md:px-3 md:py-3 md:align-middle',
    column.wide
      ? 'col-span-2'
      : 'before:mb-0.5 before:block before:text-xs before:font-semibold before:tracking-wider before:text-muted before:uppercase before:content-[attr(data-label)] md:before:hidden',
    column.className,
  );

function Head<Row>({ columns }: { columns: Array<Column<Row>> }) {
  return (
    <thead className="sr-only border-b border-line bg-paper-deep/70 text-xs tracking-wider text-muted uppercase md:not-sr-only md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th key={column.header} scope="col" className={cn('px-3 py-3 font-semibold', column.className)}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A review list: skeleton rows, an error with a retry, the empty text, or the table itself. */
export function ReviewTable<Row>(props: ReviewTableProps<Row>) {
  const { rows, label } = props;
  return (
    <>
      {/* Always mounted, so screen readers hear how many rows a search or filter left (0 included). */}
      <p aria-live="polite" className="sr-only">
        {rows ? `${label}: ${rows.length} shown` : ''}
      </p>
      <ReviewTableBody {...props} />
    </>
  );
}

function ReviewTableBody<Row>({
  label,
  columns,
  rowKey,
  rows,
  error,
  onRetry,
  isRetrying,
  emptyText,
}: ReviewTableProps<Row>) {
  if (error && !rows) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-white/70 p-10 text-center">
        <p className="font-display text-2xl font-semibold">We couldn't load {label.toLowerCase()}</p>
        <p className="mt-2 text-muted">Check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={onRetry} isLoading={isRetrying}>
          Try again
        </Button>
      </div>
    );
  }

  if (!rows) {
    return (
      <div role="status" aria-label={`Loading ${label.toLowerCase()}`} className={frame}>
        <table className={tableClass} aria-hidden="true">
          <Head columns={columns} />
          <tbody className={bodyClass}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={index} className={rowClass}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn('block md:table-cell md:px-4 md:py-4', column.wide && 'col-span-2')}
                  >
                    <Skeleton className="h-5 w-full max-w-32" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="size-9 text-muted/60" />
        <p className="mt-3 text-muted">{emptyText}</p>
      </div>
    );
  }

  return (
    <div className={frame}>
      <table className={tableClass}>
        <caption className="sr-only">{label}</caption>
        <Head columns={columns} />
        <tbody className={bodyClass}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn(rowClass, 'transition-colors hover:bg-paper/70')}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
