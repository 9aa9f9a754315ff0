import { type InquiryStatus, inquiryStatusLabel } from '@inkbook/contracts/inquiry';
import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { paths } from '@/config/paths';

const statusLook: Record<InquiryStatus, BadgeVariant> = {
  pending: 'accent',
  reviewed: 'neutral',
  responded: 'outline',
  approved: 'success',
  declined: 'ink',
};

/** Where the inquiry went, linked to the profile while it is public. */
function Recipient({ inquiry }: { inquiry: MyInquiry }) {
  const name = inquiry.recipientName ?? (inquiry.kind === 'artist' ? 'An artist' : 'A studio');
  if (!inquiry.recipientHandle) return <>{name}</>;
  const to =
    inquiry.kind === 'artist' ? paths.artist(inquiry.recipientHandle) : paths.studio(inquiry.recipientHandle);
  return (
    <Link to={to} className="underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}

/** One sent inquiry: to whom and when, its status label (spec §4), the idea, and the studio's answer if any. */
export function MyInquiryCard({ inquiry }: { inquiry: MyInquiry }) {
  const sent = new Date(inquiry.createdAt);
  return (
    <article className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            {inquiry.kind === 'artist' ? 'Artist' : 'Studio'}
          </p>
          <h2 className="font-display text-xl font-semibold">
            <Recipient inquiry={inquiry} />
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Sent{' '}
            <time dateTime={inquiry.createdAt} title={sent.toLocaleString()}>
              {relativeTime(sent)}
            </time>
          </p>
        </div>
        <Badge variant={statusLook[inquiry.status] ?? 'accent'}>{inquiryStatusLabel(inquiry.status)}</Badge>
      </header>
      <p className="mt-4 break-words whitespace-pre-line text-ink-soft">{inquiry.concept}</p>
      {inquiry.response ? (
        <div className="mt-4 rounded-xl border border-line bg-paper-deep p-4">
          <p className="text-sm font-medium text-ink">
            Response from {inquiry.recipientName ?? 'the studio'}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-soft">{inquiry.response}</p>
        </div>
      ) : null}
    </article>
  );
}
