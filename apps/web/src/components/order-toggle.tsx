import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The ascending / descending switch of the public lists; the label says the current order and what a press does. */
export function OrderToggle({
  descending,
  onToggle,
  className,
}: {
  descending: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="outline"
      className={cn('rounded-lg', className)}
      aria-label={
        descending ? 'Descending order (switch to ascending)' : 'Ascending order (switch to descending)'
      }
      onClick={onToggle}
    >
      {descending ? (
        <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
      ) : (
        <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
      )}
      {descending ? 'Descending' : 'Ascending'}
    </Button>
  );
}
