import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount } from '../utils/filter-profiles';

interface PagerProps {
  /** The list the pages belong to, e.g. 'Artists': names the navigation for screen readers. */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page N of M' / Next under an admin list; nothing when everything fits on one page. */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-muted tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
