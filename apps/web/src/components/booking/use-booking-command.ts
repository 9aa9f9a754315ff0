import type { Booking } from '@inkbook/contracts/booking';
import { type FieldsForm, useCommand } from '@/lib/use-command';
import { storeBooking } from './booking-api';

interface BookingCommandOptions<TVariables> {
  send: (variables: TVariables) => Promise<{ booking: Booking }>;
  /** The toast once the server accepted it. */
  done: string;
  /** The toast's title when it was refused; the server's reason (a 409's message) is its line. */
  failed: string;
  form?: FieldsForm;
}

/** One action on a booking: the house command, whose answer (the booking as it now is) goes into the cache. */
export function useBookingCommand<TVariables = void>({
  send,
  done,
  failed,
  form,
}: BookingCommandOptions<TVariables>) {
  return useCommand({
    mutationFn: send,
    success: { title: done },
    failure: { title: failed, description: 'Please try again.' },
    form,
    onSuccess: ({ booking }, _variables, queryClient) => storeBooking(queryClient, booking),
  });
}
