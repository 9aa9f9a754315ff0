import type { BookingsDb } from '../db';

// A client's offers and bookings, for their data export (kysely only).

/** Every offer made on an inquiry the client sent (as the inquiries projection knows them), oldest first. */
export const offersMadeTo = (db: BookingsDb, clientUserId: string) =>
  db
    .selectFrom('offers')
    .innerJoin('inquiries', 'inquiries.id', 'offers.inquiry_id')
    .selectAll('offers')
    .where('inquiries.client_user_id', '=', clientUserId)
    .orderBy('offers.created_at')
    .orderBy('offers.id')
    .execute();

/** Every booking the client made, oldest first. */
export const bookingsMadeBy = (db: BookingsDb, clientUserId: string) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where('client_user_id', '=', clientUserId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
