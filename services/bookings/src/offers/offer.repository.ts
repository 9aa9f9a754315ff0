import type { Insertable, Updateable } from 'kysely';
import type { BookingsDb } from '../db';
import type { OffersTable } from './offer.table';

export const findOffer = (db: BookingsDb, id: string, { forUpdate = false } = {}) => {
  const query = db.selectFrom('offers').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
};

/** An inquiry's offers, newest first. */
export const offersOf = (db: BookingsDb, inquiryId: string) =>
  db
    .selectFrom('offers')
    .selectAll()
    .where('inquiry_id', '=', inquiryId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const insertOffer = (db: BookingsDb, offer: Insertable<OffersTable>) =>
  db.insertInto('offers').values(offer).returningAll().executeTakeFirstOrThrow();

/** Withdraws the inquiry's open offer, if it has one (at most one: `offers_one_open`); the rows it withdrew. */
export const withdrawOpenOffers = (db: BookingsDb, inquiryId: string) =>
  db
    .updateTable('offers')
    .set({ status: 'withdrawn', updated_at: new Date() })
    .where('inquiry_id', '=', inquiryId)
    .where('status', '=', 'open')
    .returningAll()
    .execute();

export const updateOffer = (db: BookingsDb, id: string, changes: Updateable<OffersTable>) =>
  db
    .updateTable('offers')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
