import type { Studio } from '@inkbook/contracts/studio';
import { BookingsTab } from '@/components/booking/bookings-tab';

/** The studio's Bookings tab (issue 23 item 11): its own inquiries' bookings, settings and calendar feed. */
export function StudioBookingsTab({ studio, sharedAccount }: { studio: Studio; sharedAccount: boolean }) {
  return <BookingsTab owner={{ kind: 'studio', id: studio.id }} as={sharedAccount ? 'studio' : undefined} />;
}
