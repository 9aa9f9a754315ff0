import { sql } from 'kysely';
import type { InquiriesDb } from '../db';

/** Which of these attachment hashes some inquiry, of either kind, or some message of a conversation still holds. */
export async function stillReferenced(db: InquiriesDb, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const wanted = sql`${[...hashes]}::text[]`;
  const { rows } = await sql<{ hash: string }>`
    select hash from (
      select unnest(reference_images || placement_photos) as hash from artist_inquiries
        where reference_images && ${wanted} or placement_photos && ${wanted}
      union
      select unnest(reference_images || placement_photos) as hash from studio_inquiries
        where reference_images && ${wanted} or placement_photos && ${wanted}
      union
      select unnest(attachments) as hash from messages where attachments && ${wanted}
    ) held
    where hash = any(${wanted})`.execute(db);
  return new Set(rows.map((row) => row.hash));
}
