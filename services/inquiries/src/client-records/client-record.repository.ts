import type { ClientRecord } from '@inkbook/contracts/booking';
import type { InquiriesDb } from '../db';

/** How a client is keyed: inquiries and bookings may spell one email in different cases. */
export const clientKey = (email: string) => email.toLowerCase();

/** Keeps the counts of `clientKey(email)` as of `occurredAt`, unless newer counts are kept already. */
export async function saveClientRecord(
  db: InquiriesDb,
  client: { email: string; occurredAt: string },
  record: ClientRecord,
): Promise<void> {
  const values = {
    completed: record.completed,
    late_cancellations: record.lateCancellations,
    no_shows: record.noShows,
    occurred_at: client.occurredAt,
  };
  await db
    .insertInto('client_records')
    .values({ email: clientKey(client.email), ...values })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet(values).where('client_records.occurred_at', '<=', client.occurredAt),
    )
    .execute();
}

/** The records of these emails (one lookup by key for an inbox page), by `clientKey`; unknown ones are absent. */
export async function clientRecordsOf(
  db: InquiriesDb,
  emails: readonly string[],
): Promise<Map<string, ClientRecord>> {
  const keys = [...new Set(emails.map(clientKey))];
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('client_records').selectAll().where('email', 'in', keys).execute();
  return new Map(
    rows.map((row) => [
      row.email,
      { completed: row.completed, lateCancellations: row.late_cancellations, noShows: row.no_shows },
    ]),
  );
}
