import type { ClaimsDb } from '../db';

/** Whether `id` is an approved profile of this kind (claims are only made between approved ones). */
export const isApproved = async (db: ClaimsDb, table: 'approved_artists' | 'approved_studios', id: string) =>
  !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
