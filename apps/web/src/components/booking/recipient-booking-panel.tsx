import type { Booking } from '@inkbook/contracts/booking';
import { dollars } from '@inkbook/contracts/budget';
import { useQuery } from '@tanstack/react-query';
import { FactList } from '@/components/fact-list';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingApi } from '@/lib/api';
import { bookingQueryOptions } from './booking-api';
import {
  actorLabels,
  bookingStatusBadge,
  bookingStatusLabels,
  depositStatusLabels,
  hoursText,
  priceRange,
  sessionStatusLabels,
} from './booking-labels';
import { dateTimeIn } from './booking-time';
import { DepositReceivedDialog } from './deposit-received-dialog';
import { LoadFailed } from './load-states';
import { PanelSection } from './panel-section';
import { canCancel, canMarkReceived, canMarkRefunded } from './recipient-actions';
import { RecipientCancelDialog } from './recipient-cancel-dialog';
import { RecipientConsent } from './recipient-consent';
import { RecipientHealedPhotos } from './recipient-healed-photos';
import { SessionActions } from './session-actions';
import { SessionTime } from './session-time';
import { useBookingCommand } from './use-booking-command';

function PanelSkeleton() {
  return (
    <div role="status" aria-label="Loading the booking" className="flex flex-col gap-3">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

interface RecipientBookingPanelProps {
  bookingId: string;
  /** An admin reads along: the actions are the recipient's alone. */
  readOnly?: boolean;
}

/**
 * One booking as its recipient (the artist or the studio) sees it and acts on it (issue 23 item 5): its state, the
 * deposit, the sessions, the consent form and healed photos (issue 24), the policy it was made under and its history,
 * with the actions its state allows. Loads it
 * by id, so it fits anywhere (the Bookings tab's dialog, the inquiry's dialog); an action's answer updates it.
 */
export function RecipientBookingPanel({ bookingId, readOnly = false }: RecipientBookingPanelProps) {
  const query = useQuery(bookingQueryOptions(bookingId));
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    return <LoadFailed what="the booking" retry={query.refetch} isRetrying={query.isFetching} />;
  }
  return <BookingDetails booking={query.data} acts={!readOnly} />;
}

function MarkRefunded({ booking }: { booking: Booking }) {
  const command = useBookingCommand({
    send: () => bookingApi.depositRefunded({ params: { id: booking.id } }),
    done: 'Deposit marked refunded',
    failed: "Couldn't mark the deposit refunded",
  });
  return (
    <Button size="sm" onClick={() => command.mutate()} isLoading={command.isPending}>
      Mark refunded
    </Button>
  );
}

function BookingDetails({ booking, acts }: { booking: Booking; acts: boolean }) {
  const { deposit, policy } = booking;
  // When an unpaid deposit expires the booking.
  const waiting = deposit.status === 'due' || deposit.status === 'sent' ? deposit.dueAt : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={bookingStatusBadge[booking.status]}>{bookingStatusLabels[booking.status]}</Badge>
        <span className="text-sm text-ink">{priceRange(booking.priceLow, booking.priceHigh)}</span>
        <span className="text-sm text-muted">{booking.location}</span>
      </div>

      <PanelSection
        title="Deposit"
        actions={
          <>
            {acts && canMarkReceived(booking) ? <DepositReceivedDialog booking={booking} /> : null}
            {acts && canMarkRefunded(booking) ? <MarkRefunded booking={booking} /> : null}
          </>
        }
      >
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {deposit.status === 'none' ? null : <Fact label="Amount" value={dollars(deposit.amount)} />}
          <Fact label="Status" value={depositStatusLabels[deposit.status]} />
          {waiting ? <Fact label="Due by" value={dateTimeIn(waiting)} /> : null}
          {deposit.method ? <Fact label="Paid by" value={deposit.method} /> : null}
        </dl>
      </PanelSection>

      <PanelSection title="Sessions">
        <ol className="flex flex-col divide-y divide-line">
          {booking.sessions.map((session) => (
            <li
              key={session.n}
              aria-label={`Session ${session.n}`}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex flex-col gap-0.5">
                  <span className="text-sm text-muted">Session {session.n}</span>
                  {session.start ? (
                    <SessionTime start={session.start} end={session.end} timeZone={booking.timeZone} />
                  ) : (
                    <span className="font-medium text-ink">No time yet</span>
                  )}
                </div>
                <Badge>{sessionStatusLabels[session.status]}</Badge>
              </div>
              {acts ? <SessionActions booking={booking} session={session} /> : null}
            </li>
          ))}
        </ol>
      </PanelSection>

      <RecipientConsent booking={booking} />
      <RecipientHealedPhotos booking={booking} acts={acts} />

      <FactList
        title="Policy"
        facts={[
          { label: 'Deposit', value: policy.deposit },
          { label: 'Cancellation', value: policy.cancellation },
          { label: 'Touch-ups', value: policy.touchup },
          { label: 'Cancellation notice', value: hoursText(policy.cancellationNoticeHours) },
        ]}
      />

      <Accordion type="single" collapsible className="rounded-xl border border-line bg-white px-4">
        <AccordionItem value="history" className="border-b-0">
          <AccordionTrigger headingClassName="text-sm">History ({booking.history.length})</AccordionTrigger>
          <AccordionContent>
            <ol className="flex flex-col gap-2">
              {booking.history.map((entry) => (
                <li key={`${entry.at}-${entry.what}`} className="flex flex-col">
                  <time dateTime={entry.at} className="text-xs text-muted">
                    {dateTimeIn(entry.at)} · {actorLabels[entry.by]}
                  </time>
                  <span className="text-ink">{entry.what}</span>
                </li>
              ))}
            </ol>
          </AccordionContent>
        </AccordionItem>
      </Accordion>

      {acts && canCancel(booking) ? (
        <div>
          <RecipientCancelDialog booking={booking} />
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{value}</dd>
    </div>
  );
}
