import { type ColumnType, type Kysely, sql } from 'kysely';
import type { NotificationsDatabase, NotificationsDb } from '../db';

// An event can name a profile whose account auth has not told us about yet (the two services publish
// independently). Such an event is handed back to the bus to come again a little later, but not forever: after
// RECIPIENT_ATTEMPTS deliveries the missing recipients are logged and skipped. The count lives outside the event's
// transaction (which the retry rolls back), written through the service's own pool.

/** Deliveries an event waits through: with the bus's growing redelivery delay, about half a minute in-process and
 * three minutes over NATS, far longer than auth takes to publish an account. */
export const RECIPIENT_ATTEMPTS = 10;

export interface RecipientWaitsTable {
  event_id: string;
  attempts: number;
  updated_at: ColumnType<string, never, string>;
}

/** Counts one more delivery of `eventId` that found a recipient missing; answers the count so far. */
export async function countWait(db: Kysely<NotificationsDatabase>, eventId: string): Promise<number> {
  const row = await db
    .insertInto('recipient_waits')
    .values({ event_id: eventId, attempts: 1 })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({
        attempts: sql<number>`recipient_waits.attempts + 1`,
        updated_at: sql<string>`now()`,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** The event is done (in its own transaction): its count is no longer needed. */
export async function endWait(db: NotificationsDb, eventId: string) {
  await db.deleteFrom('recipient_waits').where('event_id', '=', eventId).execute();
}
