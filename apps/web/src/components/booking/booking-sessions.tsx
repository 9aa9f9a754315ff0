import type { Booking } from '@inkbook/contracts/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Chip } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { bookingKeys } from './booking-api';
import { RecipientBookingDialog } from './recipient-booking-dialog';
import type { BookingOwner, SessionEntry } from './session-entries';
import { UpcomingSessions } from './upcoming-sessions';
import { WeekSessions } from './week-sessions';

const views = { upcoming: 'Upcoming', week: 'Week' } as const;
type View = keyof typeof views;

/** The owner's sessions, as a list of the days to come or a week at a time; a session opens its booking. */
export function BookingSessions({ owner }: { owner: BookingOwner }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('upcoming');
  const [shown, setShown] = useState<Booking | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openBooking = ({ booking }: SessionEntry, from: HTMLElement) => {
    // The list's copy shows at once; the booking's own query refreshes it when stale.
    queryClient.setQueryData(bookingKeys.booking(booking.id), (cached?: Booking) => cached ?? booking);
    opener.current = from;
    setShown(booking);
    setOpen(true);
  };
  const Sessions = view === 'upcoming' ? UpcomingSessions : WeekSessions;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h3" className="text-xl">
          Sessions
        </CardTitle>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Show sessions as</legend>
          {(Object.keys(views) as View[]).map((value) => (
            <Chip key={value} selected={view === value} onClick={() => setView(value)}>
              {views[value]}
            </Chip>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        <Sessions owner={owner} onOpen={openBooking} />
      </CardContent>
      <RecipientBookingDialog
        booking={shown}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={() => opener.current}
      />
    </Card>
  );
}
