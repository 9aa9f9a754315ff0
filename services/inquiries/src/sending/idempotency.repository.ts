import { sql } from 'kysely';
import type { InquiriesDb } from '../db';

/** How long an answer is kept for a retry (a dialog retries within minutes; a day covers any reload). */
export const IDEMPOTENCY_TTL = '24 hours';
/** A reservation whose request never finished (the replica died mid-send) is free again after this. */
export const ABANDONED_AFTER = '2 minutes';

/** Reserves the key for this sender and request; false when someone holds it (running or answered). */
export async function reserveKey(
  db: InquiriesDb,
  sender: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  await db
    .deleteFrom('idempotency_keys')
    .where('sender', '=', sender)
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`),
        eb.and([
          eb('response', 'is', null),
          eb('created_at', '<', sql<Date>`now() - ${ABANDONED_AFTER}::interval`),
        ]),
      ]),
    )
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ sender, key, fingerprint, response: null })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return !!inserted;
}

/** Who holds the key: the request's fingerprint and its answer (null while it runs); undefined when no one. */
export async function findAnswer(db: InquiriesDb, sender: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('sender', '=', sender)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer, in the inquiry's own transaction, so an inquiry never exists without it. */
export async function saveAnswer(db: InquiriesDb, sender: string, key: string, answer: unknown) {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(answer) })
    .where('sender', '=', sender)
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: InquiriesDb, sender: string, key: string) {
  await db.deleteFrom('idempotency_keys').where('sender', '=', sender).where('key', '=', key).execute();
}

/** Answers past their TTL go; run with the hourly cleanup. */
export async function purgeExpiredKeys(db: InquiriesDb) {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`)
    .execute();
}
