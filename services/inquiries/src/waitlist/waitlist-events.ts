import { enqueueEvent } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesTrx } from '../db';
import { toWaitlistEntry } from './waitlist.mapper';
import { listWaiting } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.table';
import type { WaitlistRecipient } from './waitlist-recipient';
import { leaveToken } from './waitlist-tokens';

type Subject =
  | 'inquiries.waitlist-entry.created'
  | 'inquiries.waitlist-entry.invited'
  | 'inquiries.waitlist-entry.books-opened';

/** Queues an entry's event with its leave link (and an invite's token), in `trx`; notifications emails them. */
export const enqueueEntryEvent = (
  context: InquiriesContext,
  trx: InquiriesTrx,
  subject: Subject,
  entry: { row: WaitlistEntryRow; position: number },
  recipient: WaitlistRecipient,
  inviteToken: string | null = null,
) =>
  enqueueEvent(trx, subject, {
    entry: toWaitlistEntry(entry.row, entry.position),
    recipient,
    leaveToken: leaveToken(context.inquiriesConfig.INTERNAL_SECRET, entry.row.id),
    inviteToken,
  });

/**
 * The books went from closed or waitlist to open: everyone still waiting hears once, in the order they joined (the
 * outbox keeps that order), in the projection's transaction.
 */
export async function announceBooksOpened(
  context: InquiriesContext,
  trx: InquiriesTrx,
  recipient: WaitlistRecipient,
) {
  const entries = await listWaiting(trx, recipient);
  for (const [index, row] of entries.entries())
    await enqueueEntryEvent(
      context,
      trx,
      'inquiries.waitlist-entry.books-opened',
      { row, position: index + 1 },
      recipient,
    );
}
