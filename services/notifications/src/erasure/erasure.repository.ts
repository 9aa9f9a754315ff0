import { DELETED_CLIENT } from '@inkbook/contracts/auth';
import { sql } from 'kysely';
import type { NotificationsTrx } from '../db';

/**
 * What notifications holds for a deleted account's address (issue 27 item 5): what was told to it before it had an
 * account, the mail sent to it, its email choices and throttles, and the reminders of its bookings.
 */
export async function eraseAddress(trx: NotificationsTrx, userId: string, email: string) {
  await trx.deleteFrom('notifications').where('email', '=', email).execute();
  await trx.deleteFrom('mail_messages').where('to', '=', email).execute();
  await trx.deleteFrom('email_preferences').where('email', '=', email).execute();
  await trx.deleteFrom('message_email_throttle').where('email', '=', email).execute();
  const bookings = await trx
    .deleteFrom('reminder_bookings')
    .where((eb) =>
      eb.or([
        eb(sql`booking->>'clientUserId'`, '=', userId),
        eb(sql`lower(booking->>'clientEmail')`, '=', email),
      ]),
    )
    .returning('id')
    .execute();
  if (bookings.length > 0)
    await trx
      .deleteFrom('reminder_schedule')
      .where(
        'booking_id',
        'in',
        bookings.map((b) => b.id),
      )
      .execute();
}

/** Where others were told about the client (an artist's 'New inquiry from …'), their names read 'Deleted client'. */
export async function anonymiseNames(
  trx: NotificationsTrx,
  names: readonly string[],
  inquiryIds: readonly string[],
) {
  if (inquiryIds.length > 0)
    await trx
      .updateTable('nudge_inquiries')
      .set({ client_first_name: DELETED_CLIENT })
      .where('id', 'in', [...inquiryIds])
      .execute();
  for (const name of names.filter((n) => n.trim().length > 0)) {
    await sql`update notifications set title = replace(title, ${name}, ${DELETED_CLIENT}),
        body = replace(body, ${name}, ${DELETED_CLIENT})
      where strpos(title, ${name}) > 0 or strpos(body, ${name}) > 0`.execute(trx);
    await sql`update mail_messages set subject = replace(subject, ${name}, ${DELETED_CLIENT}),
        html = replace(html, ${name}, ${DELETED_CLIENT}), text = replace(text, ${name}, ${DELETED_CLIENT})
      where strpos(subject, ${name}) > 0 or strpos(coalesce(html, ''), ${name}) > 0
        or strpos(coalesce(text, ''), ${name}) > 0`.execute(trx);
  }
}
