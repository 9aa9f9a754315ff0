import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { InquiriesDb } from '../db';
import type { InquiryKind } from '../shared/inquiry-mapper';

// Inbox totals from `inbox_counts` (migration 012): a sum over one recipient's few (status, stage) rows, whatever
// the number of inquiries behind them.

/** The status and stage an inbox read keeps, when it keeps one. */
export interface CountedFilter {
  status?: InquiryStatus | undefined;
  stage?: InquiryStage | undefined;
}

/** How many of the recipient's inquiries match `filter` (all of them without one). */
export async function countedTotal(
  db: InquiriesDb,
  kind: InquiryKind,
  recipientId: string,
  filter: CountedFilter = {},
): Promise<number> {
  let query = db
    .selectFrom('inbox_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('inquiries'), eb.lit(0)).as('total'))
    .where('recipient_kind', '=', kind)
    .where('recipient_id', '=', recipientId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

/** How many of the artist's inquiries are in each status. */
export const countedByStatus = (db: InquiriesDb, artistId: string) =>
  db
    .selectFrom('inbox_counts')
    .select(['status', (eb) => eb.fn.sum<string>('inquiries').as('count')])
    .where('recipient_kind', '=', 'artist')
    .where('recipient_id', '=', artistId)
    .groupBy('status')
    .execute();

/** How many inquiries the studio's verified artists have, all together (a few count rows per verified artist). */
export async function countedForVerifiedArtists(db: InquiriesDb, studioId: string): Promise<number> {
  const { total } = await db
    .selectFrom('studio_verified_artists as v')
    .innerJoin('inbox_counts as c', (join) =>
      join.on('c.recipient_kind', '=', 'artist').onRef('c.recipient_id', '=', 'v.artist_id'),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('c.inquiries'), eb.lit(0)).as('total'))
    .where('v.studio_id', '=', studioId)
    .executeTakeFirstOrThrow();
  return Number(total);
}
