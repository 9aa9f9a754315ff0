import type { ClaimsDb } from '../db';
import type { ApprovedArtistRow, ApprovedStudioRow } from './profile.table';

export async function upsertApprovedArtist(db: ClaimsDb, row: ApprovedArtistRow): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto('approved_artists')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function upsertApprovedStudio(db: ClaimsDb, row: ApprovedStudioRow): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto('approved_studios')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function removeProfile(
  db: ClaimsDb,
  table: 'approved_artists' | 'approved_studios',
  id: string,
): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

/** Whether `id` is an approved profile of this kind (claims are only made between approved ones). */
export const isApproved = async (db: ClaimsDb, table: 'approved_artists' | 'approved_studios', id: string) =>
  !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
