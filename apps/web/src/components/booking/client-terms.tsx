import type { BookingPolicy } from '@inkbook/contracts/booking';
import { type ReactNode, type Ref, useId } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { hoursText } from './booking-labels';

// What the client's offer and booking cards share: the card with its heading and status, and the terms an offer
// states and its booking keeps (price, length, where, the policy as it was sent).

interface ClientCardProps {
  title: ReactNode;
  status: string;
  variant: BadgeVariant;
  /** The heading, which focus moves to when the card shows the outcome of the client's answer. */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** An offer or a booking on the client's page: a region named by its heading, its status beside it. */
export function ClientCard({ title, status, variant, headingRef, children }: ClientCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold break-words focus:outline-none"
        >
          {title}
        </h2>
        <Badge variant={variant}>{status}</Badge>
      </div>
      {children}
    </section>
  );
}

/** One term: a label and what it says (left out by the caller when there is nothing to say). */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm font-medium text-muted sm:w-36">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

/** The policy snapshot taken when the offer was sent: a later edit of the artist's profile does not change it. */
export function PolicyTerms({ policy }: { policy: BookingPolicy }) {
  return (
    <section aria-label="Policies" className="mt-4 rounded-xl border border-line bg-paper-deep/50 p-4">
      <h3 className="text-sm font-semibold text-ink">Policies</h3>
      <dl className="mt-2 flex flex-col gap-2">
        {policy.deposit ? <Term label="Deposit">{policy.deposit}</Term> : null}
        {policy.cancellation ? <Term label="Cancellation">{policy.cancellation}</Term> : null}
        {policy.touchup ? <Term label="Touch-ups">{policy.touchup}</Term> : null}
        <Term label="Notice">
          Cancel at least {hoursText(policy.cancellationNoticeHours)} before your appointment to get a paid
          deposit back.
        </Term>
      </dl>
    </section>
  );
}
