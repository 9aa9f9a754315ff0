import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Spec §2: arrows scroll 300 px on screens under 640 px wide, else 400 px. */
export const scrollStep = (viewportWidth: number) => (viewportWidth < 640 ? 300 : 400);

interface CarouselProps {
  /** Labels the region and its arrow buttons, e.g. 'Verified Artists'. */
  label: string;
  /** Profile cards; arrows show only when there is more than one (spec §2). */
  itemCount: number;
  /** The section heading, laid out beside the arrows. */
  header: ReactNode;
  children: ReactNode;
}

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink/15 bg-paper text-ink transition-colors ' +
  'hover:border-ink hover:bg-ink hover:text-paper';

/** A horizontally scrolling, snapping row of cards with optional arrow buttons. */
export function Carousel({ label, itemCount, header, children }: CarouselProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  // The right edge fades while more cards wait off-screen; at the end the last card shows whole.
  const [atEnd, setAtEnd] = useState(false);
  const onScroll = () => {
    const row = rowRef.current;
    if (row) setAtEnd(row.scrollLeft + row.clientWidth >= row.scrollWidth - 8);
  };
  const scroll = (direction: 1 | -1) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    rowRef.current?.scrollBy({
      left: direction * scrollStep(window.innerWidth),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  return (
    <div className="relative">
      <div className="mb-6 flex items-end justify-between gap-6">
        {header}
        {itemCount > 1 ? (
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={arrow}
              aria-label={`Scroll ${label} left`}
              onClick={() => scroll(-1)}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={arrow}
              aria-label={`Scroll ${label} right`}
              onClick={() => scroll(1)}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={rowRef}
        aria-label={label}
        onScroll={onScroll}
        className={cn(
          'scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:gap-6 sm:px-6',
          !atEnd && '[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]',
        )}
      >
        {children}
      </ul>
    </div>
  );
}

/** One carousel slot: fixed width so cards line up and the row never reflows as images arrive. */
export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className="flex w-[17.5rem] shrink-0 snap-start sm:w-[21rem]">{children}</li>;
}
