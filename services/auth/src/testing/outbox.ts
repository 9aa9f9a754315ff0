import type { AccountLinkPurpose } from '@inkbook/contracts/auth';
import type { EventPayload, EventSubject } from '@inkbook/contracts/events';
import { sql } from 'kysely';
import type { AuthDb } from '../db';

/** The payloads auth enqueued under `subject`, oldest first: what the platform will hear. */
export async function eventsOf<S extends EventSubject>(db: AuthDb, subject: S) {
  const { rows } = await sql<{ payload: EventPayload<S> }>`
    select payload from auth.outbox where subject = ${subject} order by seq`.execute(db);
  return rows.map((row) => row.payload);
}

/** The links issued to `email` for `purpose`, oldest first (their raw tokens travel only in these events). */
export const linksFor = async (db: AuthDb, email: string, purpose: AccountLinkPurpose) =>
  (await eventsOf(db, 'auth.account-link.issued')).filter(
    (link) => link.email === email && link.purpose === purpose,
  );

/** The newest link's token, failing the test when none was issued. */
export async function latestToken(db: AuthDb, email: string, purpose: AccountLinkPurpose) {
  const token = (await linksFor(db, email, purpose)).at(-1)?.token;
  if (!token) throw new Error(`no ${purpose} link was issued to ${email}`);
  return token;
}
