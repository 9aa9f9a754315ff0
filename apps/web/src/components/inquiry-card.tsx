import { memo, type ReactElement } from 'react';
import type { Fact } from '@/components/fact-list';
import { InquiryStatusBadge } from '@/components/inquiry-status-badge';
import { SentTime } from '@/components/sent-time';
import { Badge } from '@/components/ui/badge';
import { type CardInquiry, cardFacts } from '@/lib/inquiry-facts';

export interface InquiryCardProps<T extends CardInquiry> {
  inquiry: T;
  onOpen: (inquiry: T) => void;
  /** Facts after size, placement and budget (a studio's preferred styles, the artist it went to); keep it stable. */
  moreFacts?: ((inquiry: T) => Fact[]) | undefined;
}

/**
 * One inquiry in a list: who, when, its status, the idea, size, placements and budget; for its recipient, how many
 * of the client's messages are unread, whether it asks a touch-up of a booking, and the client's record. The name opens it. A card renders again only when its
 * inquiry changes (a refetch keeps unchanged inquiries as they were).
 */
export const InquiryCard = memo(function InquiryCard({
  inquiry,
  onOpen,
  moreFacts,
}: InquiryCardProps<CardInquiry>) {
  const facts: Fact[] = [...cardFacts(inquiry), ...(moreFacts?.(inquiry) ?? [])];
  return (
    <article className="relative rounded-2xl border border-line bg-white p-4 transition-colors hover:border-ink/30 sm:p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words text-ink">
            {/* The whole card is the button's target; the name is what a screen reader hears. */}
            <button
              type="button"
              onClick={() => onOpen(inquiry)}
              className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
            >
              {inquiry.fullName}
            </button>
          </h3>
          <p className="text-sm text-muted">
            <SentTime iso={inquiry.createdAt} />
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <InquiryStatusBadge status={inquiry.status} />
          {/* Issue 24: it follows one of this client's completed bookings with the recipient. */}
          {inquiry.touchupOf ? <Badge variant="accent">Touch-up</Badge> : null}
          {inquiry.unreadMessages ? (
            <Badge variant="ink">
              {inquiry.unreadMessages === 1 ? '1 new message' : `${inquiry.unreadMessages} new messages`}
            </Badge>
          ) : null}
        </div>
      </header>
      <p className="mt-3 line-clamp-2 break-words text-ink-soft">{inquiry.concept}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <div key={fact.label} className="flex min-w-0 gap-1.5">
              <dt className="text-muted">{fact.label}:</dt>
              <dd className="min-w-0 break-words text-ink">{fact.value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}) as <T extends CardInquiry>(props: InquiryCardProps<T>) => ReactElement;
