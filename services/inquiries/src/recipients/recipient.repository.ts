import type { InquiriesDb } from '../db';

export const findApprovedArtist = (db: InquiriesDb, id: string) =>
  db.selectFrom('approved_artists').selectAll().where('id', '=', id).executeTakeFirst();

export const findApprovedStudio = (db: InquiriesDb, id: string) =>
  db.selectFrom('approved_studios').selectAll().where('id', '=', id).executeTakeFirst();
