import type { Booking, BookingSession } from '@inkbook/contracts/booking';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { bookingApi } from '@/lib/api';
import { sessionWhen, viewerTimeZone, zonedInputs, zonedInstant } from './booking-time';
import { useBookingCommand } from './use-booking-command';

interface SessionTimeDialogProps {
  booking: Booking;
  session: BookingSession;
  action: 'Schedule' | 'Move';
}

interface TimeValues {
  date: string;
  time: string;
}

/**
 * Schedules or moves session n: a date and a time typed as the clock reads in the booking's time zone (where the
 * appointment is), sent as the instant they name. A viewer elsewhere sees what that is in their own time first.
 */
export function SessionTimeDialog({ booking, session, action }: SessionTimeDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const zone = booking.timeZone;
  const current = (): TimeValues =>
    session.start ? zonedInputs(session.start, zone) : { date: '', time: '' };
  const form = useForm<TimeValues>({ defaultValues: current() });
  const command = useBookingCommand({
    send: (start: string) =>
      bookingApi.moveSession({ params: { id: booking.id, n: String(session.n) }, body: { start } }),
    done: action === 'Schedule' ? `Session ${session.n} scheduled` : `Session ${session.n} moved`,
    failed: action === 'Schedule' ? "Couldn't schedule the session" : "Couldn't move the session",
  });

  const reopen = (next: boolean) => {
    if (next) form.reset(current());
    setOpen(next);
  };
  const submit = form.handleSubmit(({ date, time }) => {
    const start = zonedInstant(date, time, zone);
    if (!start) return;
    if (Date.parse(start) <= Date.now()) {
      form.setError('date', { message: 'Please pick a time in the future' }, { shouldFocus: true });
      return;
    }
    command.mutate(start, { onSuccess: () => setOpen(false) });
  });

  const { date, time } = form.watch();
  const picked = zonedInstant(date, time, zone);
  const elsewhere = zone !== viewerTimeZone();
  const yours = picked && elsewhere ? sessionWhen(picked, null, zone) : null;
  const { errors } = form.formState;
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          {action}
          <span className="sr-only"> session {session.n}</span>
        </Button>
      }
      title={`${action} session ${session.n}`}
      description={`Pick the date and the time in ${zone}, the booking's time zone.`}
      confirm={action === 'Schedule' ? 'Schedule' : 'Move'}
      open={open}
      onOpenChange={reopen}
      isPending={command.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-date`}
          label={`Date (${zone})`}
          type="date"
          error={errors.date?.message}
          {...form.register('date', { required: 'Please pick a date' })}
        />
        <FormField
          id={`${id}-time`}
          label={`Time (${zone})`}
          type="time"
          step={900}
          error={errors.time?.message}
          {...form.register('time', { required: 'Please pick a time' })}
        />
      </div>
      {elsewhere ? (
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {yours ? `That is ${yours.date}, ${yours.time} your time.` : null}
        </p>
      ) : null}
    </ActionDialog>
  );
}
