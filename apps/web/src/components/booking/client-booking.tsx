import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking, BookingSession } from '@inkbook/contracts/booking';
import type { BookingActor, BookingStatus } from '@inkbook/contracts/booking-rules';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, HeartPulse } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { bookingCalendarUrl, storeBooking } from './booking-api';
import { bookingStatusBadge, bookingStatusLabels, priceRange, sessionStatusLabels } from './booking-labels';
import { dateTimeIn, zonedText } from './booking-time';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ClientConsent } from './client-consent';
import { ClientDeposit } from './client-deposit';
import { ClientMissing } from './client-missing';
import { ClientCard, PolicyTerms, Term } from './client-terms';

/** What the booking's status means for the client, under its badge. */
const statusLines: Record<BookingStatus, string> = {
  awaiting_deposit: 'Your time is held until the deposit is settled.',
  confirmed: 'Your appointment is confirmed.',
  completed: 'All sessions are done. Enjoy your tattoo!',
  cancelled: 'This booking was cancelled.',
  expired: 'The deposit did not arrive in time, so the booking expired and the time was released.',
};

/** Whether the client can still cancel, and the calendar still holds something to add. */
const isLive = (booking: Booking) => booking.status === 'awaiting_deposit' || booking.status === 'confirmed';

interface ClientBookingProps {
  booking: Booking;
  /** Just made on this page (the client accepted): focus moves to its heading. */
  focusOnMount?: boolean;
}

/**
 * A booking as its client reads it (issue 23 item 11): its status, what is still missing, the deposit to settle, the
 * consent form, the sessions (in the client's zone, the artist's named), the healing check-in once a session is done,
 * 'Add to calendar', the policy, its history, and 'Cancel booking'.
 */
export function ClientBooking({ booking, focusOnMount = false }: ClientBookingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const scheduled = booking.sessions.some((session) => session.status === 'scheduled');

  return (
    <ClientCard
      title={`Your booking with ${booking.recipientName}`}
      status={bookingStatusLabels[booking.status]}
      variant={bookingStatusBadge[booking.status]}
      headingRef={heading}
    >
      <p className="mt-1 text-sm text-ink-soft">{statusLines[booking.status]}</p>
      <ClientMissing booking={booking} />
      <dl className="mt-4 flex flex-col gap-2">
        <Term label="Price">{priceRange(booking.priceLow, booking.priceHigh)}</Term>
        <Term label="Location">{booking.location}</Term>
      </dl>
      {booking.deposit.amount > 0 ? <ClientDeposit booking={booking} /> : null}
      {isLive(booking) || booking.consent.status === 'signed' ? <ClientConsent booking={booking} /> : null}
      <Sessions booking={booking} />
      <HealingLink booking={booking} />
      {isLive(booking) ? (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {scheduled ? (
            <a
              href={bookingCalendarUrl(booking.id)}
              download
              className={buttonStyles({ variant: 'outline' })}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar
            </a>
          ) : null}
          <CancelBookingDialog
            booking={booking}
            onCancelled={(cancelled) => {
              storeBooking(queryClient, cancelled);
              heading.current?.focus();
            }}
          />
        </div>
      ) : null}
      <PolicyTerms policy={booking.policy} />
      <History booking={booking} />
    </ClientCard>
  );
}

function sessionText(session: BookingSession, booking: Booking) {
  if (!session.start) return `To be scheduled by ${booking.recipientName}`;
  return zonedText(session.start, booking.timeZone);
}

function Sessions({ booking }: { booking: Booking }) {
  const many = booking.sessions.length > 1;
  return (
    <section aria-label="Sessions" className="mt-5">
      <h3 className="text-sm font-semibold text-ink">{many ? 'Sessions' : 'Session'}</h3>
      <ol className="mt-2 flex flex-col gap-2">
        {booking.sessions.map((session) => {
          // A session to come says its time; one that is over says how it ended.
          const ended = session.status !== 'scheduled' && session.status !== 'unscheduled';
          return (
            <li key={session.n} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              {many ? <span className="font-medium text-ink">Session {session.n}:</span> : null}
              <span className={session.start ? 'text-ink' : 'text-muted'}>
                {sessionText(session, booking)}
              </span>
              {ended ? <Badge>{sessionStatusLabels[session.status]}</Badge> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Once a session is done: the healing check-in (a healed photo, or a touch-up). */
function HealingLink({ booking }: { booking: Booking }) {
  if (!booking.sessions.some((session) => session.status === 'done')) return null;
  return (
    <Link
      to={paths.myInquiryHealing(booking.inquiryId)}
      className={buttonStyles({ variant: 'outline', className: 'mt-4' })}
    >
      <HeartPulse aria-hidden="true" className="size-4" />
      {HEALED_TEXTS.checkInTitle}
    </Link>
  );
}

function History({ booking }: { booking: Booking }) {
  const who: Record<BookingActor, string> = {
    client: 'You',
    artist: booking.recipientName,
    studio: booking.recipientName,
    system: 'Inkbook',
  };
  return (
    <section aria-label="History" className="mt-5">
      <h3 className="text-sm font-semibold text-ink">History</h3>
      <ol className="mt-2 flex flex-col gap-1.5 text-sm">
        {booking.history.map((entry) => (
          <li key={`${entry.at}-${entry.what}`} className="flex flex-col sm:flex-row sm:gap-3">
            <time dateTime={entry.at} className="shrink-0 text-muted sm:w-44">
              {dateTimeIn(entry.at)}
            </time>
            <span className="break-words text-ink-soft">
              {who[entry.by]}: {entry.what}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
