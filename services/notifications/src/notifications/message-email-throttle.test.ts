import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../testing/suite';

// A lively conversation does not flood anyone's inbox: every message reaches the bell, but each conversation
// emails each of its people at most once per MESSAGE_EMAIL_INTERVAL_SECONDS (600 by default), counted by the
// messages' own times from the one last emailed there.

const t = useNotifications();

const START = Date.parse('2026-11-26T10:00:00.000Z');
/** The time `minutes` (and `seconds`) after the conversation's start. */
const at = (minutes: number, seconds = 0) => new Date(START + (minutes * 60 + seconds) * 1_000).toISOString();

let artistId: string;
let artist: SessionUser;
let client: SessionUser;
beforeEach(async () => {
  artistId = randomUUID();
  artist = await t.account('artist', { artistId });
  client = await t.account('client');
});

/** A message on the inquiry `inquiryId` of `artistId` and `client`, written at `createdAt`. */
async function message(
  inquiryId: string,
  createdAt: string,
  author: EventPayload<'inquiries.message.created'>['author'] = { role: 'client', name: 'Rosa Diaz' },
) {
  const event = await t.publish('inquiries.message.created', {
    id: randomUUID(),
    inquiryId,
    inquiryKind: 'artist',
    artistId,
    studioId: null,
    clientUserId: client.id,
    clientEmail: client.email,
    author,
    createdAt,
  });
  const told = await t.told(event.id);
  expect(told).toHaveLength(1);
  return { bell: told[0]!.row, emailed: told[0]!.email !== undefined };
}

/** Whether each message in turn was emailed (every one of them reached the bell). */
async function emailedEach(messages: [inquiryId: string, createdAt: string][]) {
  const emailed: boolean[] = [];
  for (const [inquiryId, createdAt] of messages) emailed.push((await message(inquiryId, createdAt)).emailed);
  return emailed;
}

describe('message emails', () => {
  it('two messages in a row: two bell items, one email', async () => {
    const inquiryId = randomUUID();
    const first = await message(inquiryId, at(0));
    const second = await message(inquiryId, at(1));
    expect([first.emailed, second.emailed]).toEqual([true, false]);
    expect([first.bell, second.bell].map((n) => [n.user_id, n.category])).toEqual([
      [artist.id, 'messages'],
      [artist.id, 'messages'],
    ]);
    const { unreadCount } = (await t.inject({ method: 'GET', url: '/api/notifications' }, artist)).json();
    expect(unreadCount).toBe(2);
  });

  it('the window counts from the message last emailed: ten minutes after it, the next one emails again', async () => {
    const inquiryId = randomUUID();
    const sent = await emailedEach([
      [inquiryId, at(0)],
      [inquiryId, at(5)],
      [inquiryId, at(9, 59)],
      [inquiryId, at(10)],
      [inquiryId, at(15)],
      [inquiryId, at(21)],
    ]);
    expect(sent).toEqual([true, false, false, true, false, true]);
  });

  it('per conversation: a message of another inquiry emails at once', async () => {
    const [one, other] = [randomUUID(), randomUUID()];
    expect(
      await emailedEach([
        [one, at(0)],
        [other, at(1)],
        [one, at(2)],
      ]),
    ).toEqual([true, true, false]);
  });

  it('per recipient: the answer emails the client though the artist was emailed a minute ago', async () => {
    const inquiryId = randomUUID();
    const asked = await message(inquiryId, at(0));
    const answered = await message(inquiryId, at(1), { role: 'artist', name: 'Maya Ink' });
    const again = await message(inquiryId, at(2), { role: 'artist', name: 'Maya Ink' });
    expect(asked).toMatchObject({ emailed: true, bell: { email: artist.email } });
    expect(answered).toMatchObject({ emailed: true, bell: { email: client.email } });
    expect(again).toMatchObject({ emailed: false, bell: { email: client.email } });
  });

  it('a message arriving late, written before the last email, does not email', async () => {
    const inquiryId = randomUUID();
    expect(
      await emailedEach([
        [inquiryId, at(20)],
        [inquiryId, at(8)],
      ]),
    ).toEqual([true, false]);
  });

  it('messages turned off: the bell only, and the window waits for an email actually sent', async () => {
    const setMessages = async (on: boolean) => {
      const response = await t.inject(
        { method: 'PUT', url: '/api/notifications/preferences', payload: { email: { messages: on } } },
        artist,
      );
      expect(response.statusCode).toBe(200);
    };
    const inquiryId = randomUUID();
    await setMessages(false);
    const off = await message(inquiryId, at(0));
    expect(off).toMatchObject({ emailed: false, bell: { user_id: artist.id, category: 'messages' } });
    // Another category still mails the artist.
    const inquiry = await t.publish('inquiries.inquiry.created', { id: randomUUID(), artistId });
    expect((await t.told(inquiry.id)).find((n) => n.row.email === artist.email)?.email).toBeDefined();

    await setMessages(true);
    expect((await message(inquiryId, at(1))).emailed).toBe(true);
  });
});
