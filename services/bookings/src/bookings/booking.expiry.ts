import type { JobType, ServiceContext } from '@inkbook/service-kit';
import type { BookingsDatabase, BookingsTrx } from '../db';

/** An awaiting-deposit booking's expiry at its `dueAt` (issue 23 item 6): a job in Postgres, never a timer alone. */
export interface BookingExpiry {
  /** Schedules the expiry in the booking's transaction (it exists only if that commits). */
  schedule(trx: BookingsTrx, bookingId: string, dueAt: Date): Promise<void>;
  /** Cancels it (the deposit arrived, or the booking ended otherwise); the handler re-checks all the same. */
  cancel(trx: BookingsTrx, bookingId: string): Promise<void>;
}

interface ExpiryJob {
  bookingId: string;
}
const keyOf = (bookingId: string) => `booking:${bookingId}`;

/**
 * Defines the expiry job type and starts its worker, which calls `expire` with the booking's id when it is due
 * (`expire` must do nothing to a booking that is no longer awaiting its deposit).
 */
export async function startExpiry(
  context: Pick<ServiceContext<BookingsDatabase>, 'jobs'>,
  expire: (bookingId: string) => Promise<void>,
): Promise<BookingExpiry> {
  const jobs: JobType<ExpiryJob> = await context.jobs.define<ExpiryJob>('booking-expiry', {
    retryLimit: 10,
    retryDelaySeconds: 10,
    retryBackoff: true,
  });
  await jobs.work(({ bookingId }) => expire(bookingId), { pollingIntervalSeconds: 1 });
  return {
    async schedule(trx, bookingId, dueAt) {
      await jobs.send({ bookingId }, { startAfter: dueAt, singletonKey: keyOf(bookingId), trx });
    },
    cancel: (trx, bookingId) => jobs.cancelByKey(keyOf(bookingId), { trx }),
  };
}
