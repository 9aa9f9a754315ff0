import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { ShowMoreButton } from '@/components/show-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { MailSummary } from '../../api/get-mailbox';
import { MailFacts } from './mail-facts';

interface MailListProps {
  /** Undefined while the first page loads. */
  messages: MailSummary[] | undefined;
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  selectedId: string | null;
  /** Where a row leads: this page with that email selected (the filter kept). */
  hrefOf: (id: string) => string;
  emptyText: string;
}

/** The emails, newest first: each row its subject, recipient and facts, a link that opens it beside the list. */
export function MailList({
  messages,
  error,
  onRetry,
  isRetrying,
  paging,
  selectedId,
  hrefOf,
  emptyText,
}: MailListProps) {
  if (error && !messages) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-white/70 p-8 text-center">
        <p className="font-display text-xl font-semibold">We couldn't load the mailbox</p>
        <p className="mt-2 text-muted">Check your connection and try again.</p>
        <Button variant="outline" className="mt-5" onClick={onRetry} isLoading={isRetrying}>
          Try again
        </Button>
      </div>
    );
  }
  if (!messages) {
    return (
      <div role="status" aria-label="Loading emails" className="flex flex-col gap-2">
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-14 text-center">
        <Inbox aria-hidden="true" className="size-9 text-muted/60" />
        <p className="mt-3 text-muted">{emptyText}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Emails" className="flex flex-col gap-2">
        {messages.map((mail) => {
          const selected = mail.id === selectedId;
          return (
            <li key={mail.id}>
              <Link
                to={hrefOf(mail.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'flex flex-col gap-1.5 rounded-xl border px-4 py-3 transition-colors',
                  selected ? 'border-ink bg-paper-deep' : 'border-line bg-white/80 hover:border-ink/40',
                )}
              >
                <span className="truncate font-medium text-ink">{mail.subject}</span>
                <span className="truncate text-sm text-ink-soft">To {mail.to}</span>
                <MailFacts mail={mail} />
              </Link>
            </li>
          );
        })}
      </ul>
      <ShowMoreButton query={paging} />
    </div>
  );
}
