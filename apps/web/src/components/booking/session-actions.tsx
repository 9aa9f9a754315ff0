import type { Booking, BookingSession } from '@inkbook/contracts/booking';
import { dollars } from '@inkbook/contracts/budget';
import { type FormEvent, useState } from 'react';
import { ActionDialog } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { bookingApi } from '@/lib/api';
import { canFinish, timeActionOf } from './recipient-actions';
import { SessionTimeDialog } from './session-time-dialog';
import { useBookingCommand } from './use-booking-command';

interface SessionProps {
  booking: Booking;
  session: BookingSession;
}

const sessionParams = ({ booking, session }: SessionProps) => ({
  params: { id: booking.id, n: String(session.n) },
});

/** A no-show forfeits the deposit and closes the booking (issue 23 item 6): confirmed first. */
function NoShowDialog(props: SessionProps) {
  const { booking, session } = props;
  const [open, setOpen] = useState(false);
  const command = useBookingCommand({
    send: () => bookingApi.noShow(sessionParams(props)),
    done: `Session ${session.n} marked a no-show`,
    failed: "Couldn't mark the no-show",
  });
  const paid = booking.deposit.status === 'sent' || booking.deposit.status === 'received';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    command.mutate(undefined, { onSuccess: () => setOpen(false) });
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          No-show<span className="sr-only"> at session {session.n}</span>
        </Button>
      }
      title={`Mark session ${session.n} a no-show?`}
      description={
        paid
          ? `The booking closes as cancelled and the client's ${dollars(booking.deposit.amount)} deposit is kept.`
          : 'The booking closes as cancelled.'
      }
      confirm="Mark no-show"
      alert
      open={open}
      onOpenChange={setOpen}
      isPending={command.isPending}
      onSubmit={submit}
    />
  );
}

function MarkDone(props: SessionProps) {
  const { session } = props;
  const command = useBookingCommand({
    send: () => bookingApi.completeSession(sessionParams(props)),
    done: `Session ${session.n} marked done`,
    failed: "Couldn't mark the session done",
  });
  return (
    <Button size="sm" onClick={() => command.mutate()} isLoading={command.isPending}>
      Mark done<span className="sr-only"> session {session.n}</span>
    </Button>
  );
}

/** What the recipient may do to one session now: schedule or move it, or once it has started, close it. */
export function SessionActions(props: SessionProps) {
  const { booking, session } = props;
  const now = new Date();
  const timeAction = timeActionOf(booking, session, now);
  const finish = canFinish(booking, session, now);
  if (!timeAction && !finish) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {timeAction ? <SessionTimeDialog booking={booking} session={session} action={timeAction} /> : null}
      {finish ? (
        <>
          <MarkDone {...props} />
          <NoShowDialog {...props} />
        </>
      ) : null}
    </div>
  );
}
