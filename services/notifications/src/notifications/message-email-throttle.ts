import { sql } from 'kysely';
import type { NotificationsDb } from '../db';

// A conversation emails each of its people at most once per interval (issue 23: "by email at most once per
// conversation per 10 minutes"); every message still reaches the bell. The interval counts from the message last
// emailed to that address in that conversation, by the messages' own times, so a late or redelivered message
// cannot open a new window before its time.

export interface MessageEmailThrottleTable {
  inquiry_id: string;
  /** The recipient's address, lowercased (as Notify keeps it). */
  email: string;
  /** When the message last emailed there was written. */
  last_emailed_at: string;
}

/**
 * Claims the email of the message written `at` for (`inquiryId`, `email`) in the caller's transaction: true when
 * no message of that conversation was emailed there within `intervalSeconds` before it (the claim then counts as
 * the last one). One statement: a concurrent claim waits on the row's lock and is judged against this one.
 */
export async function claimMessageEmail(
  db: NotificationsDb,
  claim: { inquiryId: string; email: string; at: string; intervalSeconds: number },
): Promise<boolean> {
  const row = await db
    .insertInto('message_email_throttle')
    .values({ inquiry_id: claim.inquiryId, email: claim.email, last_emailed_at: claim.at })
    .onConflict((oc) =>
      oc
        .columns(['inquiry_id', 'email'])
        .doUpdateSet({ last_emailed_at: (eb) => eb.ref('excluded.last_emailed_at') })
        .where(
          sql<boolean>`message_email_throttle.last_emailed_at + make_interval(secs => ${claim.intervalSeconds})
            <= excluded.last_emailed_at`,
        ),
    )
    .returning('inquiry_id')
    .executeTakeFirst();
  return row !== undefined;
}
