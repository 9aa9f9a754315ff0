import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { type MailStatusFilter, useMailbox } from '../../api/get-mailbox';
import { isSessionError } from '../../utils/server-errors';
import { MailList } from './mail-list';
import { MailMessageView } from './mail-message-view';
import { mailStatusLabels } from './mail-status-badge';

const filters: Record<MailStatusFilter, string> = { all: 'All', ...mailStatusLabels };
const isFilter = (value: string | null): value is MailStatusFilter => value !== null && value in filters;

const emptyTexts: Record<MailStatusFilter, string> = {
  all: 'No emails yet.',
  queued: 'No emails waiting to be sent.',
  sent: 'No emails sent yet.',
  failed: 'No failed emails.',
};

/** Where mail goes decides what is kept of it. */
const deliveryNotes = {
  embedded: 'Mail stays in this embedded mailbox: nothing leaves the server, and each email is kept whole.',
  smtp: 'Mail goes out over SMTP: only each email’s recipient, subject, category, status, attempts and last error are kept here, not its content.',
} as const;

/**
 * /admin/mailbox: every email, newest first, filterable by status, and the selected one beside the list. The filter
 * and the selection live in the address (`?status=&id=`), so Back closes a message and a message can be linked.
 */
export function Mailbox({ onSessionLost }: { onSessionLost: () => void }) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: MailStatusFilter = isFilter(rawStatus) ? rawStatus : 'all';
  const selectedId = params.get('id');
  const mailbox = useMailbox(status);
  const delivery = mailbox.data?.pages[0]?.delivery;

  const sessionLost = isSessionError(mailbox.error);
  useEffect(() => {
    if (sessionLost) onSessionLost();
  }, [sessionLost, onSessionLost]);

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return `?${next}`;
  };
  const filter = (value: string) => {
    if (!isFilter(value)) return;
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  const closeHref = (() => {
    const next = new URLSearchParams(params);
    next.delete('id');
    return `?${next}`;
  })();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Mailbox" />
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Link to={paths.admin} className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
            Admin
          </Link>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Mailbox</h1>
          <p className="mt-2 text-muted">Every email Inkbook sent or is about to send.</p>
        </div>
        <div className="w-44">
          <Label htmlFor="mailbox-status">Status</Label>
          <Select
            id="mailbox-status"
            value={status}
            onChange={(event) => filter(event.target.value)}
            className="mt-1.5"
          >
            {Object.entries(filters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </header>
      {delivery ? (
        <p className="mb-6 rounded-lg bg-paper-deep px-4 py-3 text-sm text-ink-soft">
          {deliveryNotes[delivery]}
        </p>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        {/* On phones a selected email takes the whole width; Back (or the link above it) returns to the list. */}
        <section className={selectedId ? 'hidden lg:block' : undefined}>
          <MailList
            messages={mailbox.data?.pages.flatMap((page) => page.messages)}
            error={mailbox.error}
            onRetry={() => void mailbox.refetch()}
            isRetrying={mailbox.isRefetching}
            paging={mailbox}
            selectedId={selectedId}
            hrefOf={hrefOf}
            emptyText={emptyTexts[status]}
          />
        </section>
        <section aria-label="Selected email" className="min-w-0">
          {selectedId ? (
            <>
              <Link
                to={closeHref}
                className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent lg:hidden"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                All emails
              </Link>
              <MailMessageView id={selectedId} />
            </>
          ) : (
            <p className="hidden rounded-2xl border border-dashed border-line px-6 py-14 text-center text-muted lg:block">
              Select an email to read it.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
