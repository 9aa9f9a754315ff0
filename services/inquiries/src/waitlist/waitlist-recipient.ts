import type { InquiriesDb } from '../db';
import type { WaitlistEntryRow } from './waitlist.table';

/** Whom an entry waits for, as events and invite links name it. */
export interface WaitlistRecipient {
  kind: 'artist' | 'studio';
  id: string;
  name: string;
  handle: string;
}

/** The approved artist or studio, locked when asked (a join or a send against the same books waits its turn). */
export async function findRecipient(
  db: InquiriesDb,
  kind: WaitlistRecipient['kind'],
  id: string,
  { forUpdate = false } = {},
): Promise<WaitlistRecipient | undefined> {
  if (kind === 'artist') {
    let query = db
      .selectFrom('approved_artists')
      .select(['id', 'artist_name as name', 'handle'])
      .where('id', '=', id);
    if (forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && { kind, ...row };
  }
  let query = db
    .selectFrom('approved_studios')
    .select(['id', 'studio_name as name', 'handle'])
    .where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { kind, ...row };
}

/** The recipient an entry names. */
export const recipientOf = (entry: Pick<WaitlistEntryRow, 'artist_id' | 'studio_id'>) =>
  entry.artist_id
    ? { kind: 'artist' as const, id: entry.artist_id }
    : { kind: 'studio' as const, id: entry.studio_id as string };
