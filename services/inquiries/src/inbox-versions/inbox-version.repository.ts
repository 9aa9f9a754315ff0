import { sql } from 'kysely';
import type { InquiriesDb } from '../db';

/** The inbox pages that are kept (inbox-cache.ts): a recipient's own, and a studio's Artist Inquiries. */
export type InboxView = 'artist' | 'studio' | 'studio-artists';

/**
 * One text that changes whenever anything `view`'s pages answer changes (and only then but for rare extra bumps):
 * the versions of the recipient, of the clients' track records and, for a studio's Artist Inquiries, of each artist
 * it has verified. One read by key of a few rows.
 */
export async function inboxVersion(db: InquiriesDb, view: InboxView, recipientId: string): Promise<string> {
  const { version } = await db
    .selectFrom('inbox_versions')
    .select(
      sql<string | null>`string_agg(version::text, ',' order by recipient_kind, recipient_id)`.as('version'),
    )
    .where((eb) =>
      eb.or([
        eb('recipient_kind', '=', 'clients'),
        eb.and([
          eb('recipient_kind', '=', view === 'artist' ? 'artist' : 'studio'),
          eb('recipient_id', '=', recipientId),
        ]),
        ...(view === 'studio-artists'
          ? [
              eb.and([
                eb('recipient_kind', '=', 'artist'),
                eb(
                  'recipient_id',
                  'in',
                  eb
                    .selectFrom('studio_verified_artists')
                    .select('artist_id')
                    .where('studio_id', '=', recipientId),
                ),
              ]),
            ]
          : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return version ?? '';
}
