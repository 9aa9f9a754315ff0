import { AftercareForm } from './aftercare-form';
import { type OwnerAs, useLiveBookings } from './booking-api';
import { BookingSessions } from './booking-sessions';
import { BookingSettingsForm } from './booking-settings-form';
import { CalendarFeedLink } from './calendar-feed-link';
import { ConsentTemplateEditor } from './consent-template-editor';
import type { BookingOwner } from './session-entries';

interface BookingsTabProps {
  /** Whose bookings: the artist's on the artist dashboard, the studio's on the studio dashboard. */
  owner: BookingOwner;
  /** For an account that is both an artist and a studio: which side's settings and feed (`?as=`). */
  as?: OwnerAs | undefined;
  /** A studio's `ageRequirements` (its profile), shown beside its consent form's minimum age; left out for an artist. */
  ageRequirements?: string | null | undefined;
}

/**
 * The dashboards' Bookings tab (issue 23 item 11): the sessions to come by day and a week at a time (each opens its
 * booking to act on), the calendar feed link and the booking settings, then the consent form clients sign and the
 * aftercare they are sent (issue 24). Live while it is open.
 */
export function BookingsTab({ owner, as, ageRequirements }: BookingsTabProps) {
  useLiveBookings();
  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-6">
      <div>
        <h2 id="bookings-title" className="font-display text-2xl font-semibold text-ink">
          Bookings
        </h2>
        <p className="mt-1 text-sm text-muted">
          Your appointments, the link that puts them in your calendar, how clients book and pay a deposit, the
          consent form they sign and the aftercare they are sent.
        </p>
      </div>
      <BookingSessions owner={owner} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CalendarFeedLink as={as} />
        <BookingSettingsForm as={as} />
      </div>
      <ConsentTemplateEditor as={as} ageRequirements={ageRequirements} />
      <AftercareForm as={as} />
    </section>
  );
}
