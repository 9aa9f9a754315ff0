import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { type ConversationParties, conversationParties, inquiryKinds } from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';

// Issue 23: the recipient's inbox card and detail count the client's messages that arrived after the recipient last
// read the conversation; reading it (GET …/messages as the recipient) marks it read.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });
const admin = sessionUser('admin');

const say = async (thread: ConversationParties, user: SessionUser, body: string) =>
  expect((await t.inject({ method: 'POST', url: thread.messages, payload: { body } }, user)).statusCode).toBe(
    201,
  );
const read = async (thread: ConversationParties, user: SessionUser, query = '') => {
  const res = await t.inject({ method: 'GET', url: `${thread.messages}${query}` }, user);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const unread = async (thread: ConversationParties) => {
  const res = await t.inject({ method: 'GET', url: thread.inbox }, thread.recipient);
  return res.json().items.find((item: { id: string }) => item.id === thread.id).unreadMessages;
};

describe.each(inquiryKinds)('unread messages on a $kind inquiry', (kind) => {
  it('counts the client’s messages since the recipient last read, never the recipient’s own', async () => {
    const thread = await conversationParties(t, kind);
    expect(await unread(thread)).toBe(0);
    await say(thread, thread.client, 'Could we do it in colour?');
    expect(await unread(thread)).toBe(1);
    // Read by the client or an admin, it stays unread for the recipient.
    await read(thread, thread.client);
    await read(thread, admin);
    expect(await unread(thread)).toBe(1);
    await read(thread, thread.recipient);
    expect(await unread(thread)).toBe(0);

    await say(thread, thread.recipient, 'Yes, colour works well.');
    expect(await unread(thread)).toBe(0);
    await say(thread, thread.client, 'Great!');
    await say(thread, thread.client, 'Is March possible?');
    expect(await unread(thread)).toBe(2);
  });

  it('marks read only what the recipient’s page showed', async () => {
    const thread = await conversationParties(t, kind);
    for (const body of ['One', 'Two', 'Three']) await say(thread, thread.client, body);
    const first = await read(thread, thread.recipient, '?limit=2');
    expect(await unread(thread)).toBe(1);
    await read(thread, thread.recipient, `?limit=2&after=${encodeURIComponent(first.nextCursor)}`);
    expect(await unread(thread)).toBe(0);
    // Reading the first page again moves nothing back.
    await read(thread, thread.recipient, '?limit=1');
    expect(await unread(thread)).toBe(0);
  });

  it('is answered on the recipient’s change of the inquiry too', async () => {
    const thread = await conversationParties(t, kind);
    await say(thread, thread.client, 'Hello?');
    const res = await t.inject(
      {
        method: 'PATCH',
        url: `${kind.base}/${thread.id}/status`,
        payload: { status: kind.kind === 'artist' ? 'reviewed' : 'approved' },
      },
      thread.recipient,
    );
    expect(res.json().unreadMessages).toBe(1);
  });

  it('goes with the deleted inquiry', async () => {
    const thread = await conversationParties(t, kind);
    await say(thread, thread.client, 'Hello?');
    await read(thread, thread.recipient);
    const marks = () =>
      t.db.selectFrom('conversation_reads').selectAll().where('inquiry_id', '=', thread.id).execute();
    expect(await marks()).toHaveLength(1);
    await t.inject({ method: 'DELETE', url: `${kind.base}/${thread.id}` }, thread.recipient);
    expect(await marks()).toEqual([]);
  });
});

describe('an inbox page', () => {
  it('counts each card’s own unread messages', async () => {
    const quiet = await conversationParties(t, inquiryKinds[0]);
    const busy = await conversationParties(t, inquiryKinds[0], quiet);
    for (const body of ['One', 'Two']) await say(busy, busy.client, body);
    await say(quiet, quiet.client, 'Hi');
    await read(quiet, quiet.recipient);
    const items = (await t.inject({ method: 'GET', url: quiet.inbox }, quiet.recipient)).json().items;
    expect(
      items.map((item: { id: string; unreadMessages: number }) => [item.id, item.unreadMessages]),
    ).toEqual([
      [busy.id, 2],
      [quiet.id, 0],
    ]);
  });
});
