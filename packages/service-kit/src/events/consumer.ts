import {
  type EventEnvelope,
  type EventSubject,
  parseEventPayload,
  type TypedEvent,
} from '@inkbook/contracts/events';
import type { Kysely, Transaction } from 'kysely';
import { outboxTables } from './outbox';
import type { EventTransport, Subscription } from './transport';
import { type EventLogger, silentLogger } from './util';

export interface ConsumerOptions<DB, S extends EventSubject = EventSubject> {
  db: Kysely<DB>;
  transport: EventTransport;
  /** Durable name shared by the service's replicas, also the `consumer` column of `processed_events`. */
  durable: string;
  /** The subjects this consumer reads (exact subjects: each one's payload schema is known). */
  subjects: readonly S[];
  /** Where parked events are reported (the service's logger). */
  logger?: EventLogger;
  /** Applies the event, its payload parsed by its subject's schema, inside the transaction that records it. */
  handle(trx: Transaction<DB>, event: TypedEvent<S>): Promise<void>;
  /**
   * Runs once a handled event's transaction has committed (not for a skipped duplicate), before it is
   * acknowledged: e.g. to drop cached answers the projection made stale, which clearing inside the transaction
   * would let a read in the gap before the commit fill again with the old rows.
   */
  afterCommit?(): void;
}

/**
 * A durable, idempotent consumer: each event is handled in one transaction that also inserts
 * (durable, event id) into `processed_events`; an id already there is skipped (and acknowledged). The
 * transport acknowledges only after this resolves, i.e. after the commit; a failure rolls both back and the
 * event is delivered again.
 *
 * An event whose payload does not match its subject's schema would fail the same way on every delivery, so it
 * is parked instead: kept in `parked_events`, logged with its id, and acknowledged, and the consumer goes on
 * with the next event (DESIGN §4).
 */
export function startConsumer<DB, S extends EventSubject>(
  options: ConsumerOptions<DB, S>,
): Promise<Subscription> {
  const { db, transport, durable, subjects, handle } = options;
  const logger = options.logger ?? silentLogger;
  const wanted = new Set<string>(subjects);

  async function park(event: EventEnvelope, error: string) {
    const parked = await outboxTables(db)
      .insertInto('parked_events')
      .values({
        consumer: durable,
        event_id: event.id,
        subject: event.subject,
        payload: JSON.stringify(event.data),
        error,
        occurred_at: event.occurredAt,
      })
      .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    logger.error(
      { durable, eventId: event.id, subject: event.subject, error, again: !parked },
      'parked an event whose payload does not match its subject (see parked_events)',
    );
  }

  return transport.consume({
    durable,
    subjects: [...subjects],
    handle: async (event) => {
      const parsed = wanted.has(event.subject)
        ? parseEventPayload(event.subject, event.data)
        : { success: false as const, error: `${durable} does not read ${event.subject}` };
      if (!parsed.success) return park(event, parsed.error);
      const typed = { ...event, data: parsed.data } as TypedEvent<S>;
      const handled = await db.transaction().execute(async (trx) => {
        // A concurrent delivery of the same id waits on this row's lock, then sees it and skips.
        const fresh = await outboxTables(trx)
          .insertInto('processed_events')
          .values({ consumer: durable, event_id: event.id })
          .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!fresh) return false;
        await handle(trx, typed);
        return true;
      });
      if (handled) options.afterCommit?.();
    },
  });
}
