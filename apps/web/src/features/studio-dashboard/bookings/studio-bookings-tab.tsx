import type { Studio } from '@inkbook/contracts/studio';
import { BookingsTab } from '@/components/booking/bookings-tab';

/**
 * The studio's Bookings tab (issue 23 item 11): its own inquiries' bookings, settings and calendar feed, and its
 * consent form, beside which its profile's age requirements show (issue 24).
 */
export function StudioBookingsTab({ studio, sharedAccount }: { studio: Studio; sharedAccount: boolean }) {
  return (
    <BookingsTab
      owner={{ kind: 'studio', id: studio.id }}
      as={sharedAccount ? 'studio' : undefined}
      ageRequirements={studio.ageRequirements}
    />
  );
}
