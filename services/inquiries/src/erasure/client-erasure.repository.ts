import { DELETED_CLIENT } from '@inkbook/contracts/auth';
import { sql } from 'kysely';
import type { InquiriesTrx } from '../db';

/** What a deleted account's owner sent: found by their account, or by their address for what they sent without one. */
export interface ErasedClient {
  userId: string;
  email: string;
}

/** What the erasure found: the names they gave, the inquiries they sent, the private photos those held. */
export interface ClientTraces {
  names: string[];
  inquiryIds: string[];
  photos: string[];
}

const MESSAGE_ERASED = 'This message was deleted with its author’s account.';

/**
 * Anonymises one inquiry table's rows of the client: 'Deleted client' with no address, phone, notes or photos. The
 * tattoo idea, sizes, budget and dates stay (the recipient's record of the request; bookings keep its amounts).
 */
async function anonymiseInquiries(
  trx: InquiriesTrx,
  table: 'artist_inquiries' | 'studio_inquiries',
  client: ErasedClient,
) {
  const { rows } = await sql<{ id: string; full_name: string; photos: string[] }>`
    with theirs as (
      select id, full_name, reference_images || placement_photos as photos from ${sql.table(table)}
      where client_user_id = ${client.userId} or lower(trim(email)) = ${client.email}
      for update
    )
    update ${sql.table(table)} i
    set full_name = ${DELETED_CLIENT}, email = '', phone = '', client_user_id = null,
      scheduling_notes = null, additional_notes = null, reference_images = '{}', placement_photos = '{}'
    from theirs where i.id = theirs.id
    returning theirs.id, theirs.full_name, theirs.photos`.execute(trx);
  return rows;
}

/**
 * Erases the client from the inquiries schema in the consumer's transaction (issue 27 item 5): their inquiries read
 * 'Deleted client', their messages lose their words and photos, their waitlist places, track record, idempotent
 * answers and send counts go. Returns what the caller still has to erase (photos) and tell (names, inquiries).
 */
export async function eraseClient(trx: InquiriesTrx, client: ErasedClient): Promise<ClientTraces> {
  const inquiries = [
    ...(await anonymiseInquiries(trx, 'artist_inquiries', client)),
    ...(await anonymiseInquiries(trx, 'studio_inquiries', client)),
  ];
  const inquiryIds = inquiries.map((row) => row.id);
  const { rows: messages } = await sql<{ attachments: string[] }>`
    with theirs as (
      select id, attachments from messages
      where author_user_id = ${client.userId} or (author_role = 'client' and inquiry_id = any(${inquiryIds}::uuid[]))
    )
    update messages m set author_name = ${DELETED_CLIENT}, author_user_id = null, body = ${MESSAGE_ERASED},
      attachments = '{}'
    from theirs where m.id = theirs.id
    returning theirs.attachments`.execute(trx);
  const waiting = await trx
    .deleteFrom('waitlist_entries')
    .where('email_key', '=', client.email)
    .returning('name')
    .execute();
  await trx.deleteFrom('client_records').where('email', '=', client.email).execute();
  // send.ts keys them `<kind>|user:<id>` or `<kind>|ip:<ip>|email:<email>`; answers hold the inquiry as sent.
  await sql`delete from idempotency_keys
    where strpos(sender, ${`user:${client.userId}`}) > 0 or strpos(sender, ${`email:${client.email}`}) > 0
      or strpos(coalesce(response::text, ''), ${client.email}) > 0`.execute(trx);
  await sql`delete from inquiry_limits where key in (${`email:${client.email}`}, ${`message:${client.userId}`})`.execute(
    trx,
  );
  return {
    names: [...new Set([...inquiries.map((row) => row.full_name), ...waiting.map((row) => row.name)])],
    inquiryIds,
    photos: [
      ...new Set([...inquiries.flatMap((row) => row.photos), ...messages.flatMap((m) => m.attachments)]),
    ],
  };
}
