import type { EventPayload } from '@inkbook/contracts/events';
import type { BookingsContext } from '../context';
import { markInquiryDeleted, upsertInquiry } from './inquiry.repository';

// Bookings learns each inquiry's parties from inquiries' events (issue 23 item 2): who may send offers on it (its
// artist or studio), who may accept them (the client's account) and what a booking shows (name, email, the idea).
// The artist inquiry's quoted deposit is an offer's default deposit.

type Snapshot = EventPayload<'inquiries.inquiry.deleted'> | EventPayload<'inquiries.studio-inquiry.deleted'>;

/** The columns every event of either kind fills (all but the client's account, which deletes do not carry). */
const columnsOf = (data: Snapshot) =>
  'artistId' in data
    ? {
        id: data.id,
        kind: 'artist' as const,
        recipient_id: data.artistId,
        quote_deposit: data.aiDeposit,
        client_email: data.email,
        client_name: data.fullName,
        concept: data.concept,
      }
    : {
        id: data.id,
        kind: 'studio' as const,
        recipient_id: data.studioId,
        quote_deposit: null,
        client_email: data.email,
        client_name: data.fullName,
        concept: data.concept,
      };

export const registerInquiryConsumers = (context: BookingsContext) =>
  context.consume({
    durable: 'bookings-inquiries',
    subjects: [
      'inquiries.inquiry.created',
      'inquiries.inquiry.updated',
      'inquiries.inquiry.deleted',
      'inquiries.studio-inquiry.created',
      'inquiries.studio-inquiry.updated',
      'inquiries.studio-inquiry.deleted',
    ],
    async handle(trx, event) {
      if (event.subject.endsWith('.deleted')) {
        await markInquiryDeleted(trx, columnsOf(event.data));
        return;
      }
      const clientUserId = 'clientUserId' in event.data ? event.data.clientUserId : null;
      await upsertInquiry(trx, { ...columnsOf(event.data), client_user_id: clientUserId });
    },
  });
