import { enqueueEvent, forgetPublishedEvents } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { eraseClient } from './client-erasure.repository';

/**
 * Issue 27 item 5: a client deleted their account. Their inquiries read 'Deleted client', their photos and words
 * go, and `inquiries.client.erased` names what they gave here for the services that wrote it into texts. Once that
 * event is out, this service's own log forgets it and every earlier event that named them.
 */
export async function registerClientErasureConsumers(context: InquiriesContext) {
  await context.consume({
    durable: 'inquiries-client-erasure',
    subjects: ['auth.user.deleted'],
    async handle(trx, { data }) {
      if (!data.erase) return;
      const client = { userId: data.id, email: data.email.trim().toLowerCase() };
      const traces = await eraseClient(trx, client);
      await context.attachments.release(trx, traces.photos);
      await enqueueEvent(trx, 'inquiries.client.erased', {
        userId: client.userId,
        email: client.email,
        names: traces.names,
        inquiryIds: traces.inquiryIds,
      });
    },
  });
  await context.consume({
    durable: 'inquiries-erased-log',
    subjects: ['inquiries.client.erased'],
    handle: (trx, { id, data }) =>
      forgetPublishedEvents(trx, [data.userId, data.email, ...data.inquiryIds], id),
  });
}
