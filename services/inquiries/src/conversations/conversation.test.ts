import type { EventEnvelope } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { jpegDataUrl, toDataUrl } from '@inkbook/media/testing';
import { publishedArtist, sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConversationParties,
  conversationParties,
  type InquiryKindCase,
  inquiryKinds,
} from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';

const MESSAGES_PER_USER = 10;
const t = useInquiries({
  INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
  MESSAGE_RATE_LIMIT_PER_USER: String(MESSAGES_PER_USER),
});
const admin = sessionUser('admin');

const published: EventEnvelope[] = [];
beforeAll(() => t.transport.listen(['inquiries.>'], (event) => published.push(event)));

const [artistKind, studioKind] = inquiryKinds;

const post = (thread: ConversationParties, user: SessionUser | null, payload: object) =>
  t.inject({ method: 'POST', url: thread.messages, payload }, user);
const read = (thread: ConversationParties, user: SessionUser | null, query = '') =>
  t.inject({ method: 'GET', url: `${thread.messages}${query}` }, user);
const say = async (thread: ConversationParties, user: SessionUser, body: string) => {
  const res = await post(thread, user, { body });
  expect(res.statusCode).toBe(201);
  return res.json();
};

const tableOf = (kind: InquiryKindCase) => (kind.kind === 'artist' ? 'artist_inquiries' : 'studio_inquiries');
const statusOf = async (kind: InquiryKindCase, id: string) =>
  (await t.db.selectFrom(tableOf(kind)).select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const setStatus = (kind: InquiryKindCase, id: string, status: string) =>
  t.db.updateTable(tableOf(kind)).set({ status }).where('id', '=', id).execute();

/** The subjects and previous statuses the outbox holds about one inquiry, oldest first. */
async function outboxAbout(id: string) {
  const { rows } = await sql<{ subject: string; previous: string | null }>`
    select subject, payload->>'previousStatus' as previous from inquiries.outbox
    where payload->>'id' = ${id} or payload->>'inquiryId' = ${id} order by seq`.execute(t.db);
  return rows;
}

describe.each(inquiryKinds)('a conversation on a $kind inquiry', (kind) => {
  it('answers both parties, oldest first, each message signed with who wrote it, the body trimmed', async () => {
    const thread = await conversationParties(t, kind);
    expect((await read(thread, thread.recipient)).json()).toEqual({ messages: [], nextCursor: null });
    const first = await say(thread, thread.client, '  Could we do it in colour?  ');
    const second = await say(thread, thread.recipient, 'Yes, colour works well for koi.');
    expect(first).toMatchObject({
      author: { role: 'client', name: thread.clientName },
      body: 'Could we do it in colour?',
      attachments: [],
    });
    expect(second.author).toEqual({ role: kind.kind, name: thread.recipientName });
    for (const user of [thread.client, thread.recipient, admin])
      expect((await read(thread, user)).json()).toEqual({ messages: [first, second], nextCursor: null });
  });

  it("moves a New inquiry to Responded on the recipient's first message, not on the client's", async () => {
    const thread = await conversationParties(t, kind);
    await say(thread, thread.client, 'Any news?');
    expect(await statusOf(kind, thread.id)).toBe('pending');
    await say(thread, thread.recipient, 'Looking at it now.');
    expect(await statusOf(kind, thread.id)).toBe('responded');
    await say(thread, thread.recipient, 'And one more thing.');
    const updated = kind.kind === 'artist' ? 'inquiries.inquiry.updated' : 'inquiries.studio-inquiry.updated';
    expect((await outboxAbout(thread.id)).map((row) => [row.subject, row.previous])).toEqual([
      [`inquiries.${kind.kind === 'artist' ? 'inquiry' : 'studio-inquiry'}.created`, null],
      ['inquiries.message.created', null],
      ['inquiries.message.created', null],
      [updated, 'pending'],
      ['inquiries.message.created', null],
    ]);
  });

  it('moves a Reviewed inquiry to Responded, and leaves Approved and Declined as they are', async () => {
    for (const [from, to] of [
      ['reviewed', 'responded'],
      ['approved', 'approved'],
      ['declined', 'declined'],
    ]) {
      const thread = await conversationParties(t, kind);
      await setStatus(kind, thread.id, from as string);
      await say(thread, thread.recipient, 'About your idea');
      expect(await statusOf(kind, thread.id)).toBe(to);
    }
  });

  it('publishes inquiries.message.created with the parties it reaches', async () => {
    const thread = await conversationParties(t, kind);
    const message = await say(thread, thread.recipient, 'When are you free?');
    await expect
      .poll(() =>
        published.find((e) => e.subject === 'inquiries.message.created' && e.data.id === message.id),
      )
      .toBeDefined();
    const event = published.find((e) => e.data.id === message.id);
    expect(event?.data).toEqual({
      ...message,
      inquiryId: thread.id,
      inquiryKind: kind.kind,
      artistId: kind.kind === 'artist' ? thread.recipient.artistId : null,
      studioId: kind.kind === 'studio' ? thread.recipient.studioId : null,
      clientUserId: thread.client.id,
      clientEmail: thread.clientEmail,
      clientName: thread.clientName,
    });
  });

  it('serves its photos to the parties and admins through the inquiry attachment route, to nobody else', async () => {
    const thread = await conversationParties(t, kind);
    const uploaded = await t.inject({
      method: 'POST',
      url: '/api/inquiries/attachments',
      payload: { image: await jpegDataUrl('#336699') },
    });
    const sent = await post(thread, thread.client, {
      body: 'Here is the spot',
      images: [await jpegDataUrl('#994411'), uploaded.json().ref],
    });
    expect(sent.statusCode).toBe(201);
    const urls = sent.json().attachments.map((a: { url: string }) => a.url);
    expect(urls).toHaveLength(2);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^${kind.base}/${thread.id}/attachments/[a-f0-9]{64}$`));
    for (const user of [thread.client, thread.recipient, admin]) {
      const res = await t.inject({ method: 'GET', url: urls[0] }, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const stranger = await conversationParties(t, kind);
    for (const user of [stranger.client, stranger.recipient, (await publishedArtist(t)).user])
      expect((await t.inject({ method: 'GET', url: urls[1] }, user)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: urls[1] }, null)).statusCode).toBe(401);
    // The photo is this inquiry's only: under another inquiry's id it is not found, even for that one's parties.
    const elsewhere = urls[0].replace(thread.id, stranger.id);
    expect((await t.inject({ method: 'GET', url: elsewhere }, stranger.recipient)).statusCode).toBe(404);
  });

  it('goes with its deleted inquiry, photos and all: 404 afterwards', async () => {
    const thread = await conversationParties(t, kind);
    const before = await t.storedCounts();
    const { attachments } = await (
      await post(thread, thread.client, { body: 'Photo', images: [await jpegDataUrl('#118844')] })
    ).json();
    expect((await t.storedCounts()).media).toBe(before.media + 1);
    const removed = await t.inject({ method: 'DELETE', url: `${kind.base}/${thread.id}` }, thread.recipient);
    expect(removed.statusCode).toBe(200);
    expect((await read(thread, thread.client)).statusCode).toBe(404);
    expect((await post(thread, thread.client, { body: 'Hello?' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: attachments[0].url }, thread.client)).statusCode).toBe(404);
    const left = await t.db.selectFrom('messages').select('id').where('inquiry_id', '=', thread.id).execute();
    expect(left).toEqual([]);
    expect((await t.storedCounts()).media).toBe(before.media);
  });
});

describe('paging', () => {
  it('pages oldest first with an opaque cursor, never skipping or repeating a message', async () => {
    const thread = await conversationParties(t, artistKind);
    const written = [];
    for (const [i, user] of [
      thread.client,
      thread.recipient,
      thread.client,
      thread.recipient,
      thread.client,
    ].entries())
      written.push(await say(thread, user, `Message ${i + 1}`));

    const pages = [];
    let query = '?limit=2';
    for (;;) {
      const page = (await read(thread, thread.client, query)).json();
      pages.push(page.messages.map((m: { body: string }) => m.body));
      if (!page.nextCursor) break;
      query = `?limit=2&after=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(pages).toEqual([['Message 1', 'Message 2'], ['Message 3', 'Message 4'], ['Message 5']]);
    expect((await read(thread, thread.client)).json().messages).toEqual(written);
    const times = written.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses a cursor it did not hand out, and a limit out of range, naming the field', async () => {
    const thread = await conversationParties(t, studioKind);
    const forged = await read(thread, thread.client, '?after=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toHaveProperty('after');
    for (const limit of ['0', '101', 'many']) {
      const res = await read(thread, thread.client, `?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('limit');
    }
  });
});

describe('bad input', () => {
  let thread: ConversationParties;
  beforeAll(async () => {
    thread = await conversationParties(t, artistKind);
  });

  it.each([
    ['an empty body', { body: '   ' }, 'body'],
    ['a missing body', {}, 'body'],
    ['a body over 2,000 characters', { body: 'x'.repeat(2001) }, 'body'],
    ['more than 4 images', { body: 'Photos', images: Array(5).fill('data:image/png;base64,AAAA') }, 'images'],
    ['an image that is an outside URL', { body: 'Photo', images: ['https://example.com/a.jpg'] }, 'images.0'],
    ['an unknown field', { body: 'Hello', status: 'approved' }, null],
  ])('answers 400 for %s, writing nothing', async (_, payload, field) => {
    const before = await t.storedCounts();
    const res = await post(thread, thread.client, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    if (field) expect(res.json().error.fields).toHaveProperty([field]);
    expect(await t.storedCounts()).toEqual(before);
  });

  it('refuses a picture that is not one (400 naming the image), storing no message, photo or event', async () => {
    const before = await t.storedCounts();
    const outbox = (await outboxAbout(thread.id)).length;
    const res = await post(thread, thread.recipient, {
      body: 'Two photos',
      images: [await jpegDataUrl('#552288'), toDataUrl(Buffer.from('not a picture'))],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['images.1']);
    expect(await t.storedCounts()).toEqual(before);
    expect((await read(thread, thread.client)).json().messages).toEqual([]);
    expect(await outboxAbout(thread.id)).toHaveLength(outbox);
    expect(await statusOf(artistKind, thread.id)).toBe('pending');
  });

  it('answers 413 for a body past the service limit, before reading it', async () => {
    const res = await post(thread, thread.client, {
      body: 'Huge',
      images: [`data:image/jpeg;base64,${'A'.repeat(19 * 1024 * 1024)}`],
    });
    expect(res.statusCode).toBe(413);
  });

  it('limits how many messages one person writes (429 with Retry-After)', async () => {
    const chatty = await conversationParties(t, studioKind);
    for (let i = 0; i < MESSAGES_PER_USER; i += 1) await say(chatty, chatty.client, `Message ${i}`);
    const refused = await post(chatty, chatty.client, { body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/wait a few minutes/);
    // The other side is counted apart.
    expect((await post(chatty, chatty.recipient, { body: 'Slow down!' })).statusCode).toBe(201);
  });
});
