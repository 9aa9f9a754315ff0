import type { InquiriesDb } from '../db';

// A client's own inquiries and their conversations, for their data export (kysely only). Whole rows are read; the
// mapper (export-part.ts) keeps only what is the client's to read.

/** Every artist inquiry the client sent, oldest first, with its artist's name where still listed. */
export const artistInquiriesSentBy = (db: InquiriesDb, clientUserId: string) =>
  db
    .selectFrom('artist_inquiries as i')
    .leftJoin('approved_artists as r', 'r.id', 'i.artist_id')
    .selectAll('i')
    .select(['r.artist_name as recipient_name'])
    .where('i.client_user_id', '=', clientUserId)
    .orderBy('i.created_at')
    .execute();

/** Every studio inquiry the client sent, oldest first, with its studio's name where still listed. */
export const studioInquiriesSentBy = (db: InquiriesDb, clientUserId: string) =>
  db
    .selectFrom('studio_inquiries as i')
    .leftJoin('approved_studios as r', 'r.id', 'i.studio_id')
    .selectAll('i')
    .select(['r.studio_name as recipient_name'])
    .where('i.client_user_id', '=', clientUserId)
    .orderBy('i.created_at')
    .execute();

/** The messages of these inquiries' conversations, both sides, oldest first. */
export const messagesOf = (db: InquiriesDb, inquiryIds: readonly string[]) =>
  inquiryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('messages')
        .selectAll()
        .where('inquiry_id', 'in', inquiryIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
