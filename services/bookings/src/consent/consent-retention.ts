import type { JobType, ServiceContext } from '@inkbook/service-kit';
import type { BookingsDatabase, BookingsDb, BookingsTrx } from '../db';

const DAY_MS = 86_400_000;

/** When a form sealed at `sealedAt` is erased: `days` (CONSENT_RETENTION_DAYS) later. */
export const consentEraseAfter = (sealedAt: Date, days: number) =>
  new Date(sealedAt.getTime() + days * DAY_MS);

/** Erases the sealed forms whose time has come (and only those); how many. */
export async function eraseDueConsent(db: BookingsDb, now: Date): Promise<number> {
  const due = await db
    .deleteFrom('consent_seals')
    .where('erase_after', '<=', now.toISOString())
    .returning('booking_id')
    .execute();
  if (due.length === 0) return 0;
  const erased = await db
    .deleteFrom('consent_forms')
    .where(
      'booking_id',
      'in',
      due.map((row) => row.booking_id),
    )
    .executeTakeFirst();
  return Number(erased.numDeletedRows);
}

export interface ConsentRetention {
  /** Seals these bookings' signed forms in the caller's transaction and schedules their erasure. */
  seal(trx: BookingsTrx, bookingIds: readonly string[], now?: Date): Promise<void>;
}

/**
 * Issue 27 item 5: a deleted client's signed consent forms are kept, sealed, for `days`, then erased by a job in
 * Postgres (DESIGN §5). The job re-checks the cut-off, so an early or repeated run erases nothing before its time.
 */
export async function startConsentRetention(
  context: Pick<ServiceContext<BookingsDatabase>, 'jobs' | 'db'>,
  days: number,
): Promise<ConsentRetention> {
  const jobs: JobType<{ at: string }> = await context.jobs.define('consent-erasure', {
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
  });
  await jobs.work(async () => {
    await context.db.transaction().execute((trx) => eraseDueConsent(trx, new Date()));
  });
  return {
    async seal(trx, bookingIds, now = new Date()) {
      const sealed = await trx
        .selectFrom('consent_forms')
        .select('booking_id')
        .where('booking_id', 'in', [...bookingIds])
        .execute();
      if (sealed.length === 0) return;
      const eraseAfter = consentEraseAfter(now, days);
      await trx
        .insertInto('consent_seals')
        .values(sealed.map((row) => ({ booking_id: row.booking_id, erase_after: eraseAfter.toISOString() })))
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .execute();
      await jobs.send({ at: eraseAfter.toISOString() }, { startAfter: eraseAfter, trx });
    },
  };
}
