import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
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

/**
 * Previous / 'Page N of M' / Next under an admin list; nothing when everything fits on one page. A new page starts
 * at its top: the list it belongs to scrolls back into view (the pager sits at the bottom of the old page), and
 * the new page number is announced.
 */
export function Pager({ label, page, total, pageSize, onPage }: PagerProps) {
  const nav = useRef<HTMLElement>(null);
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    nav.current?.parentElement?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav ref={nav} aria-label={`${label} pages`} className="mt-4 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span aria-live="polite" className="text-sm text-muted tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
