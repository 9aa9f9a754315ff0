import type { InquiriesDb } from '../db';
import type { ApprovedArtistRow, ApprovedStudioRow } from './recipient.table';

export async function upsertApprovedArtist(db: InquiriesDb, row: ApprovedArtistRow): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto('approved_artists')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function upsertApprovedStudio(db: InquiriesDb, row: ApprovedStudioRow): Promise<void> {
  const { id, ...rest } = row;
  await db
    .insertInto('approved_studios')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

export async function deleteApprovedArtist(db: InquiriesDb, id: string): Promise<void> {
  await db.deleteFrom('approved_artists').where('id', '=', id).execute();
}

export async function deleteApprovedStudio(db: InquiriesDb, id: string): Promise<void> {
  await db.deleteFrom('approved_studios').where('id', '=', id).execute();
}

export const findApprovedArtist = (db: InquiriesDb, id: string) =>
  db.selectFrom('approved_artists').selectAll().where('id', '=', id).executeTakeFirst();

export const findApprovedStudio = (db: InquiriesDb, id: string) =>
  db.selectFrom('approved_studios').selectAll().where('id', '=', id).executeTakeFirst();
