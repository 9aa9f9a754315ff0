import { randomUUID } from 'node:crypto';
import type { BookingStatus, InquiryStage, OfferStatus } from '@inkbook/contracts/booking-rules';
import type { EventEnvelope } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConversationParties,
  conversationParties,
  type InquiryKindCase,
  inquiryKinds,
} from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';

// Issue 23: an offer answers an inquiry, and bookings' offer and booking events move its stage (published here as the
// bookings service publishes them: its contract samples with this test's inquiries, ids and times).

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });
/** What the service put on the bus. */
const published: EventEnvelope[] = [];
beforeAll(() => t.transport.listen(['inquiries.>'], (event) => published.push(event)));

/** Bookings' times, a minute apart, in the order the test makes things happen. */
let clock = Date.parse('2026-12-01T10:00:00.000Z');
function later() {
  clock += 60_000;
  return new Date(clock).toISOString();
}

interface Made {
  id: string;
  createdAt: string;
}

const about = (thread: ConversationParties, kind: InquiryKindCase) => ({
  inquiryId: thread.id,
  inquiryKind: kind.kind,
});

async function offerCreated(thread: ConversationParties, kind: InquiryKindCase, eventId?: string) {
  const offer = { id: randomUUID(), createdAt: later() };
  await t.publish(
    'bookings.offer.created',
    { ...about(thread, kind), ...offer, status: 'open', updatedAt: offer.createdAt },
    eventId,
  );
  return offer;
}

const offerUpdated = (thread: ConversationParties, kind: InquiryKindCase, offer: Made, status: OfferStatus) =>
  t.publish('bookings.offer.updated', { ...about(thread, kind), ...offer, status, updatedAt: later() });

async function bookingCreated(thread: ConversationParties, kind: InquiryKindCase, offer: Made) {
  const booking = { id: randomUUID(), offerId: offer.id, createdAt: later() };
  await t.publish('bookings.booking.created', {
    ...about(thread, kind),
    ...booking,
    status: 'awaiting_deposit',
    updatedAt: booking.createdAt,
  });
  return booking;
}

const bookingUpdated = (
  thread: ConversationParties,
  kind: InquiryKindCase,
  booking: Made & { offerId: string },
  status: BookingStatus,
) =>
  t.publish('bookings.booking.updated', { ...about(thread, kind), ...booking, status, updatedAt: later() });

const inboxItem = async (thread: ConversationParties, user: SessionUser = thread.recipient) => {
  const res = await t.inject({ method: 'GET', url: thread.inbox }, user);
  expect(res.statusCode).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === thread.id);
};
const stageOf = async (thread: ConversationParties): Promise<InquiryStage> => (await inboxItem(thread)).stage;

const tableOf = (kind: InquiryKindCase) => (kind.kind === 'artist' ? 'artist_inquiries' : 'studio_inquiries');
const setStatus = (kind: InquiryKindCase, id: string, status: string) =>
  t.db.updateTable(tableOf(kind)).set({ status }).where('id', '=', id).execute();

/** The subjects and previous statuses of the inquiry's own events in the outbox, oldest first. */
async function eventsAbout(id: string) {
  const { rows } = await sql<{ subject: string; previous: string | null }>`
    select subject, payload->>'previousStatus' as previous from inquiries.outbox
    where payload->>'id' = ${id} order by seq`.execute(t.db);
  return rows;
}

const say = async (thread: ConversationParties, user: SessionUser, body: string) =>
  expect((await t.inject({ method: 'POST', url: thread.messages, payload: { body } }, user)).statusCode).toBe(
    201,
  );

describe.each(inquiryKinds)('bookings events on a $kind inquiry', (kind) => {
  const updated = kind.kind === 'artist' ? 'inquiries.inquiry.updated' : 'inquiries.studio-inquiry.updated';
  const created = kind.kind === 'artist' ? 'inquiries.inquiry.created' : 'inquiries.studio-inquiry.created';

  it('an offer moves a New inquiry to Responded with its update event, once (redelivered or offered again)', async () => {
    const thread = await conversationParties(t, kind);
    const eventId = randomUUID();
    await offerCreated(thread, kind, eventId);
    expect(await inboxItem(thread)).toMatchObject({ status: 'responded', stage: 'offer_sent' });
    expect(await eventsAbout(thread.id)).toEqual([
      { subject: created, previous: null },
      { subject: updated, previous: 'pending' },
    ]);
    await expect
      .poll(() => published.find((e) => e.subject === updated && e.data.id === thread.id)?.data)
      .toMatchObject({ status: 'responded', previousStatus: 'pending', clientUserId: thread.client.id });
    // The same event delivered again, and a second offer: the inquiry is answered already.
    await t.publish('bookings.offer.created', { ...about(thread, kind), createdAt: later() }, eventId);
    await offerCreated(thread, kind);
    expect(await eventsAbout(thread.id)).toHaveLength(2);
  });

  it('an offer moves a Reviewed inquiry to Responded and leaves Approved and Declined as they are', async () => {
    for (const [from, to] of [
      ['reviewed', 'responded'],
      ['approved', 'approved'],
      ['declined', 'declined'],
    ]) {
      const thread = await conversationParties(t, kind);
      await setStatus(kind, thread.id, from as string);
      await offerCreated(thread, kind);
      expect((await inboxItem(thread)).status).toBe(to);
    }
  });

  it('follows the way to a booking: New, In conversation, Offer sent, Awaiting deposit, Booked, Completed', async () => {
    const thread = await conversationParties(t, kind);
    expect(await stageOf(thread)).toBe('new');
    await say(thread, thread.client, 'Is March possible?');
    expect(await stageOf(thread)).toBe('in_conversation');

    const first = await offerCreated(thread, kind);
    expect(await stageOf(thread)).toBe('offer_sent');
    // A new offer withdraws the open one; whichever event arrives first, the new one stays open.
    const second = await offerCreated(thread, kind);
    await offerUpdated(thread, kind, first, 'withdrawn');
    expect(await stageOf(thread)).toBe('offer_sent');
    await offerUpdated(thread, kind, second, 'declined');
    expect(await stageOf(thread)).toBe('in_conversation');

    const third = await offerCreated(thread, kind);
    const booking = await bookingCreated(thread, kind, third);
    expect(await stageOf(thread)).toBe('awaiting_deposit');
    await offerUpdated(thread, kind, third, 'accepted');
    expect(await stageOf(thread)).toBe('awaiting_deposit');
    await bookingUpdated(thread, kind, booking, 'confirmed');
    expect(await stageOf(thread)).toBe('booked');
    await bookingUpdated(thread, kind, booking, 'completed');
    expect(await stageOf(thread)).toBe('completed');
    // Each new stage was published as an update of the inquiry (so an open inbox refetches); an event that left the
    // stage as it was (the second offer, the withdrawn first, the accepted third) published nothing.
    const updates = (await eventsAbout(thread.id)).filter((e) => e.subject === updated);
    expect(updates).toHaveLength(6);
  });

  it('closes with a cancelled or expired booking, until a new offer; a late update of the old one changes nothing', async () => {
    for (const ended of ['cancelled', 'expired'] as const) {
      const thread = await conversationParties(t, kind);
      const offer = await offerCreated(thread, kind);
      const booking = await bookingCreated(thread, kind, offer);
      await bookingUpdated(thread, kind, booking, ended);
      expect(await stageOf(thread)).toBe('closed');
      await offerCreated(thread, kind);
      expect(await stageOf(thread)).toBe('offer_sent');
      await bookingUpdated(thread, kind, booking, ended);
      expect(await stageOf(thread)).toBe('offer_sent');
    }
  });

  it('without booking facts: Responded is In conversation, Declined is Closed, else New', async () => {
    const thread = await conversationParties(t, kind);
    for (const [status, stage] of [
      ['responded', 'in_conversation'],
      ['declined', 'closed'],
      ['approved', 'new'],
      ['reviewed', 'new'],
    ]) {
      await setStatus(kind, thread.id, status as string);
      expect(await stageOf(thread)).toBe(stage);
    }
    // A declined inquiry with an open offer shows the offer; once the offer is withdrawn it is closed.
    await setStatus(kind, thread.id, 'declined');
    const offer = await offerCreated(thread, kind);
    expect(await stageOf(thread)).toBe('offer_sent');
    await offerUpdated(thread, kind, offer, 'withdrawn');
    expect(await stageOf(thread)).toBe('closed');
  });

  it('answers the stage on the recipient’s change of an inquiry too', async () => {
    const thread = await conversationParties(t, kind);
    await offerCreated(thread, kind);
    const res = await t.inject(
      {
        method: 'PATCH',
        url: `${kind.base}/${thread.id}/status`,
        payload: { status: kind.kind === 'artist' ? 'reviewed' : 'approved' },
      },
      thread.recipient,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().stage).toBe('offer_sent');
  });

  it('ignores events about an inquiry that is gone', async () => {
    const thread = await conversationParties(t, kind);
    await t.inject({ method: 'DELETE', url: `${kind.base}/${thread.id}` }, thread.recipient);
    await offerCreated(thread, kind);
    expect(await eventsAbout(thread.id)).toEqual([
      { subject: created, previous: null },
      { subject: created.replace('created', 'deleted'), previous: null },
    ]);
  });
});

describe.each(inquiryKinds)('the $kind inbox by ?stage=', (kind) => {
  it('keeps one stage, with status and paging, over all of the recipient’s inquiries', async () => {
    const fresh = await conversationParties(t, kind);
    // Two more inquiries to the same recipient, each in its own stage.
    const talking = await conversationParties(t, kind, fresh);
    const offered = await conversationParties(t, kind, fresh);
    await say(talking, talking.client, 'Hello!');
    await offerCreated(offered, kind);
    const inbox = async (query: string) => {
      const res = await t.inject({ method: 'GET', url: `${fresh.inbox}?${query}` }, fresh.recipient);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = async (query: string) => (await inbox(query)).items.map((i: { id: string }) => i.id);

    expect(await ids('stage=new')).toEqual([fresh.id]);
    expect(await ids('stage=in_conversation')).toEqual([talking.id]);
    expect(await ids('stage=offer_sent')).toEqual([offered.id]);
    expect(await ids('stage=booked')).toEqual([]);
    expect(await ids('stage=in_conversation&status=pending')).toEqual([talking.id]);
    expect(await ids('stage=offer_sent&status=pending')).toEqual([]);
    await say(fresh, fresh.recipient, 'Thanks, what size?');
    expect(await inbox('stage=in_conversation&pageSize=1')).toMatchObject({ total: 2, pageSize: 1 });
    // Newest first: the first inquiry, answered last, is on the second page.
    expect(await ids('stage=in_conversation&pageSize=1&page=2')).toEqual([fresh.id]);

    const unknown = await t.inject({ method: 'GET', url: `${fresh.inbox}?stage=archived` }, fresh.recipient);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown stage');
  });
});
