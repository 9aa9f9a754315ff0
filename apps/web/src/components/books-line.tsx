import { type Books, booksLabel, spotsLeftText } from '@inkbook/contracts/availability-rules';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A profile's books beside its name (issue 26 item 1): 'Books open' (with '12 spots left' under a request cap),
 * 'Books closed · reopening March', 'Waitlist only'. Artist and studio profiles both show it.
 */
export function BooksLine({ books, className }: { books: Books; className?: string }) {
  const open = books.status === 'open';
  const Icon = open ? CalendarCheck : CalendarX;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold',
        open ? 'bg-success/10 text-success' : 'bg-accent-soft text-accent-strong',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {booksLabel(books)}
      {open && books.spotsLeft !== null ? (
        <span className="font-normal"> · {spotsLeftText(books.spotsLeft)}</span>
      ) : null}
    </p>
  );
}
