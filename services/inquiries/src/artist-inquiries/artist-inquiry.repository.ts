import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { inquiryRows } from '../shared/inquiry-repository';
import type { ArtistInquiriesTable, ArtistInquiryRow } from './artist-inquiry.table';

export const insertArtistInquiry = (db: InquiriesDb, values: Insertable<ArtistInquiriesTable>) =>
  db.insertInto('artist_inquiries').values(values).returningAll().executeTakeFirstOrThrow();

/** One artist inquiry found, changed or deleted by id. */
export const artistInquiryRows = inquiryRows<ArtistInquiryRow>('artist_inquiries');

/** What the inbox read narrows to (artist-inquiry routes' `q`, `status` and `stage`). */
export interface InboxFilter {
  q?: string | undefined;
  status?: InquiryStatus | undefined;
  stage?: InquiryStage | undefined;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One artist's inquiries, optionally narrowed. Every branch starts from `artist_id = ?`, so the planner walks one
 * artist's rows through `artist_inquiries_inbox` (newest first), `artist_inquiries_status` (one status) or
 * `artist_inquiries_stage` (one stage); `q` is then a filter over those rows only, never a scan of the table.
 */
function artistInquiries(db: InquiriesDb, artistId: string, filter: InboxFilter) {
  let query = db.selectFrom('artist_inquiries').where('artist_id', '=', artistId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb('full_name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('concept', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function listArtistInbox(
  db: InquiriesDb,
  artistId: string,
  page: { limit: number; offset: number },
  filter: InboxFilter = {},
): Promise<{ rows: ArtistInquiryRow[]; total: number }> {
  const matching = artistInquiries(db, artistId, filter);
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** How many of the artist's inquiries are in each status (an index-only count over `artist_inquiries_status`). */
export const countArtistInboxByStatus = (db: InquiriesDb, artistId: string) =>
  db
    .selectFrom('artist_inquiries')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('artist_id', '=', artistId)
    .groupBy('status')
    .execute();
