import { sql } from 'kysely';
import type { InquiriesDb } from '../db';

/** How long an answer is kept for a retry (a dialog retries within minutes; a day covers any reload). */
export const IDEMPOTENCY_TTL = '24 hours';

/** A request's kept answer and the fingerprint of the body it answered. */
export interface KeptAnswer {
  fingerprint: string | null;
  response: unknown;
}

/** The answer kept for this sender's key; undefined when none (a row without one is a release before's reservation). */
export async function findAnswer(
  db: InquiriesDb,
  sender: string,
  key: string,
): Promise<KeptAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('sender', '=', sender)
    .where('key', '=', key)
    .where('response', 'is not', null)
    .where('created_at', '>=', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`)
    .executeTakeFirst();
}

class KeyAnswered extends Error {}
/** Whether a send failed because the key already had an answer (`saveAnswer`). */
export const isKeyAnswered = (error: unknown) => error instanceof KeyAnswered;

/**
 * Keeps the answer, in the inquiry's own transaction, so an inquiry never exists without it, and at most one ever
 * does per key: the primary key makes a second transaction with the key wait for the first, and it then finds
 * the first's answer and aborts (`KeyAnswered`). A row without an answer (a reservation of the release before),
 * or one past its TTL, is taken over.
 */
export async function saveAnswer(
  db: InquiriesDb,
  scope: { sender: string; key: string; fingerprint: string },
  answer: unknown,
) {
  const saved = await db
    .insertInto('idempotency_keys')
    .values({ ...scope, response: JSON.stringify(answer) })
    .onConflict((oc) =>
      oc
        .columns(['sender', 'key'])
        .doUpdateSet({
          fingerprint: scope.fingerprint,
          response: JSON.stringify(answer),
          created_at: sql<Date>`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.response', 'is', null),
            eb('idempotency_keys.created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (!saved) throw new KeyAnswered('this Idempotency-Key was answered meanwhile');
}

/** Answers past their TTL go; run with the hourly cleanup. */
export async function purgeExpiredKeys(db: InquiriesDb) {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`)
    .execute();
}
