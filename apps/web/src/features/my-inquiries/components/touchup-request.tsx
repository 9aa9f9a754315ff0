import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import type { MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TouchupPolicy } from '@/components/booking/touchup-note';
import { buttonStyles } from '@/components/ui/button-styles';
import { touchupHref } from '@/components/wizard/use-touchup-on-arrival';
import { paths } from '@/config/paths';
import { recipientText } from './my-inquiry-card';

/**
 * 'Ask for a touch-up' (issue 24 item 5): the booking's touch-up policy, and the way to a new inquiry to the same
 * artist or studio, prefilled from the booking and marked as its touch-up: their profile opens its inquiry dialog
 * for it. The service takes one only after a completed booking, and only while the profile is listed.
 */
export function TouchupRequest({ booking, inquiry }: { booking: Booking; inquiry: MyInquiry }) {
  const headingId = useId();
  const name = recipientText(inquiry);
  const handle = inquiry.recipientHandle;
  let action = null;
  if (booking.status !== 'completed') {
    action = (
      <p className="text-sm text-muted">You can ask for a touch-up once all your sessions are done.</p>
    );
  } else if (!handle) {
    action = (
      <p className="text-sm text-muted">
        {name} is no longer listed, so a touch-up cannot be asked here. Ask them in your conversation.
      </p>
    );
  } else {
    const profile = inquiry.kind === 'artist' ? paths.artist(handle) : paths.studio(handle);
    action = (
      <Link
        to={touchupHref(profile, booking.id)}
        className={buttonStyles({ variant: 'primary', className: 'self-start' })}
      >
        <Sparkles aria-hidden="true" className="size-4" />
        {HEALED_TEXTS.askTouchup}
      </Link>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        {HEALED_TEXTS.askTouchup}
      </h2>
      <p className="text-sm text-ink-soft">
        Something faded or healed patchy? Ask {booking.recipientName} for a touch-up: a new inquiry, filled in
        from this booking.
      </p>
      <TouchupPolicy policy={booking.policy.touchup} />
      {action}
    </section>
  );
}
