import type { InquiriesContext } from '../context';
import { saveClientRecord } from './client-record.repository';

/**
 * A client's track record (issue 23 item 10), from bookings: each event carries the client's whole counts, kept in
 * the consumer's transaction (a redelivery is skipped; an older event never overwrites newer counts).
 */
export const registerClientRecordConsumers = (context: InquiriesContext) =>
  context.consume({
    durable: 'inquiries-client-records',
    subjects: ['bookings.client-record.updated'],
    handle: async (trx, { data, occurredAt }) =>
      saveClientRecord(trx, { email: data.clientEmail, occurredAt }, data),
  });
