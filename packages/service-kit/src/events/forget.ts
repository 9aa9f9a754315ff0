import { sql } from 'kysely';
import type { EventWriter } from './commit-signal';

/**
 * Erasure of a person (issue 27 item 5) reaches the service's own event log too: published outbox rows and parked
 * events whose payload names any of `needles` (their account id, email, the ids of what they sent) are deleted.
 * A published row has done its work (the broker has it, consumers are idempotent), so nothing is lost; rows not yet
 * published stay, or their change would never reach the other services. `consumed` is the id of the event being
 * handled when this service wrote it itself: it is out (it was delivered), though its relay may not have marked it
 * yet, so it goes too (waiting for the relay's lock on the row, if the relay is still marking it).
 */
export async function forgetPublishedEvents(
  trx: EventWriter,
  needles: readonly string[],
  consumed?: string,
): Promise<void> {
  if (consumed) await sql`delete from outbox where id = ${consumed}`.execute(trx);
  const terms = needles.filter((needle) => needle.length > 0);
  if (terms.length === 0) return;
  const names = sql`exists (select 1 from unnest(${terms}::text[]) as n(t) where strpos(payload::text, n.t) > 0)`;
  await sql`delete from outbox where published_at is not null and ${names}`.execute(trx);
  await sql`delete from parked_events where ${names}`.execute(trx);
}
