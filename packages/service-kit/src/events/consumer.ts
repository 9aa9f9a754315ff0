import type { EventEnvelope } from '@inkbook/contracts/events';
import type { Kysely, Transaction } from 'kysely';
import { outboxTables } from './outbox';
import type { EventTransport, Subscription } from './transport';

export interface ConsumerOptions<DB> {
  db: Kysely<DB>;
  transport: EventTransport;
  /** Durable name shared by the service's replicas, also the `consumer` column of `processed_events`. */
  durable: string;
  /** Subject filters, NATS wildcards allowed. */
  subjects: string[];
  /** Applies the event inside the transaction that also records it as processed. */
  handle(trx: Transaction<DB>, event: EventEnvelope): Promise<void>;
}

/**
 * A durable, idempotent consumer: each event is handled in one transaction that also inserts
 * (durable, event id) into `processed_events`; an id already there is skipped (and acknowledged). The
 * transport acknowledges only after this resolves, i.e. after the commit; a failure rolls both back and the
 * event is delivered again.
 */
export function startConsumer<DB>(options: ConsumerOptions<DB>): Promise<Subscription> {
  const { db, transport, durable, subjects, handle } = options;
  return transport.consume({
    durable,
    subjects,
    handle: (event) =>
      db.transaction().execute(async (trx) => {
        // A concurrent delivery of the same id waits on this row's lock, then sees it and skips.
        const fresh = await outboxTables(trx)
          .insertInto('processed_events')
          .values({ consumer: durable, event_id: event.id })
          .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!fresh) return;
        await handle(trx, event);
      }),
  });
}
