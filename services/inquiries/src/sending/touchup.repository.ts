import { sql } from 'kysely';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';

const tables = {
  artist: { table: 'artist_inquiries', recipient: 'artist_id' },
  studio: { table: 'studio_inquiries', recipient: 'studio_id' },
} as const;

/**
 * Whether some inquiry of `kind` to `recipientId` has `bookingId` as its latest booking (its `booking_facts`, from
 * bookings' events), completed, and was sent by this client: their account, or, for an inquiry sent without one,
 * their email (whatever its case).
 */
export async function isCompletedBookingOf(
  db: InquiriesDb,
  kind: InquiryKind,
  recipientId: string,
  bookingId: string,
  client: { userId: string | null; email: string },
): Promise<boolean> {
  const { table, recipient } = tables[kind];
  const { rows } = await sql<{ found: number }>`
    select 1 as found from ${sql.table(table)}
    where ${sql.ref(recipient)} = ${recipientId}
      and booking_facts #>> '{booking,id}' = ${bookingId}
      and booking_facts #>> '{booking,status}' = 'completed'
      and (client_user_id = ${client.userId}
        or (client_user_id is null and lower(email) = ${client.email.trim().toLowerCase()}))
    limit 1`.execute(db);
  return rows.length > 0;
}
