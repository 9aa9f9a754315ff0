import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { InquiriesDb } from '../db';
import { type BookingFacts, bookingStage } from '../stages/booking-stage';
import type { InquiryColumns } from './inquiry-columns';
import type { InquiryRowBase } from './inquiry-mapper';

/** The two inquiry tables. Finding, changing and deleting one inquiry is the same on either. */
export type InquiryTable = 'artist_inquiries' | 'studio_inquiries';

/** What a recipient changes: the status and `response` (an artist's private notes, a studio's answer). */
export interface InquiryPatch {
  status?: InquiryStatus;
  response?: string;
}

/**
 * find / update / remove on `table`, answering its own rows. Kysely types a query by a literal table name, so each
 * is written against the columns both tables share (InquiryColumns) and answers the table's full row.
 */
export function inquiryRows<Row extends InquiryRowBase>(table: InquiryTable) {
  const on = (db: InquiriesDb) => db as unknown as Kysely<{ inquiries: InquiryColumns }>;
  const name = table as 'inquiries';
  return {
    /** `forUpdate` inside a change's transaction, so the previousStatus its event reports is the one it replaced. */
    find(db: InquiriesDb, id: string, { forUpdate = false } = {}) {
      const query = on(db).selectFrom(name).selectAll().where('id', '=', id);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst() as Promise<Row | undefined>;
    },
    update: (db: InquiriesDb, id: string, patch: InquiryPatch) =>
      on(db)
        .updateTable(name)
        .set({ ...patch, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>,
    /** Some message was written in its conversation (its stage is In conversation at least, see migration 006). */
    async markConversed(db: InquiriesDb, id: string): Promise<void> {
      await on(db)
        .updateTable(name)
        .set({ conversed: true })
        .where('id', '=', id)
        .where('conversed', '=', false)
        .execute();
    },
    /** What bookings' events said of it, and the stage that makes (not a change of the inquiry: no updated_at). */
    async recordBookingFacts(db: InquiriesDb, id: string, facts: BookingFacts): Promise<void> {
      await on(db)
        .updateTable(name)
        .set({ booking_facts: JSON.stringify(facts), booking_stage: bookingStage(facts) })
        .where('id', '=', id)
        .execute();
    },
    remove: (db: InquiriesDb, id: string) =>
      on(db).deleteFrom(name).where('id', '=', id).returningAll().executeTakeFirst() as Promise<
        Row | undefined
      >,
  };
}

/**
 * One page of `selected` (a query with its columns), newest first: every inbox and the client's own list read this
 * way. The id breaks ties, so pages neither overlap nor skip. Keyset, over an index on (…, created_at desc, id desc):
 * page 1 reads the first `limit` rows from the top; page N first finds where it starts, skipping the rows before
 * it over their (created_at, id) alone (the index's keys, not the rows), then reads its `limit` rows from there.
 * A page past the end starts nowhere (a null key matches nothing) and is empty, as an OFFSET past the end was.
 */
export function newestFirst<DB, TB extends keyof DB, O extends object>(
  selected: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
): Promise<O[]> {
  const ordered = <P extends object>(query: SelectQueryBuilder<DB, TB, P>) =>
    query.orderBy(sql`created_at`, 'desc').orderBy(sql`id`, 'desc');
  const start = ordered(selected.clearSelect().select([sql`created_at`.as('created_at'), sql`id`.as('id')]))
    .offset(page.offset)
    .limit(1);
  const fromStart = page.offset > 0 ? selected.where(sql<boolean>`(created_at, id) <= (${start})`) : selected;
  return ordered(fromStart).limit(page.limit).execute();
}
