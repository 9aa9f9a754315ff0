import type { InquiryStage } from '@inkbook/contracts/booking-rules';
import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import type { Insertable } from 'kysely';
import type { InquiriesDb } from '../db';
import { countedTotal } from '../inbox-counts/inbox-count.repository';
import { inquiryRows, newestFirst } from '../shared/inquiry-repository';
import { ARTIST_CARD_COLUMNS, type ArtistInquiryCard } from './artist-inquiry.mapper';
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

/**
 * One page of the artist's inbox and how many match. Without `q` the total is the artist's counts (inbox_counts,
 * kept by triggers): a sum over a few rows, not a count of thousands on every read. A search counts its own match:
 * it is typed by a person, and walks only this artist's rows through their index (see artistInquiries).
 */
export async function listArtistInbox(
  db: InquiriesDb,
  artistId: string,
  page: { limit: number; offset: number },
  filter: InboxFilter = {},
): Promise<{ rows: ArtistInquiryCard[]; total: number }> {
  const matching = artistInquiries(db, artistId, filter);
  const [rows, total] = await Promise.all([
    newestFirst(matching.select(ARTIST_CARD_COLUMNS), page),
    filter.q
      ? matching
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow()
          .then((count) => Number(count.total))
      : countedTotal(db, 'artist', artistId, filter),
  ]);
  return { rows, total };
}
