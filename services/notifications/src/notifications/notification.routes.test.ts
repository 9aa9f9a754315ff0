import { randomUUID } from 'node:crypto';
import { sessionUser } from '@inkbook/service-kit/testing';
import { expect, it } from 'vitest';
import { useNotifications } from '../testing/suite';

// The bell's two calls: one's own notifications newest first, paged by `before`, with the unread count; marking
// some or all of them read.

const t = useNotifications();

async function give(userId: string, titles: string[]) {
  for (const title of titles)
    await t.db
      .insertInto('notifications')
      .values({
        key: randomUUID(),
        user_id: userId,
        email: 'x@example.com',
        category: 'claims',
        title,
        body: '',
        link: '/',
      })
      .execute();
}

it('lists newest first, page by page, with the unread count of them all', async () => {
  const user = sessionUser('artist');
  await give(user.id, ['one', 'two', 'three', 'four', 'five']);
  const page = async (query: string) =>
    (await t.inject({ method: 'GET', url: `/api/notifications?${query}` }, user)).json();

  const first = await page('limit=2');
  expect(first.notifications.map((n: { title: string }) => n.title)).toEqual(['five', 'four']);
  expect(first.unreadCount).toBe(5);
  expect(first.notifications[0]).toEqual({
    id: expect.any(String),
    category: 'claims',
    title: 'five',
    body: '',
    link: '/',
    createdAt: expect.any(String),
    readAt: null,
  });
  const second = await page(`limit=2&before=${first.nextCursor}`);
  expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(['three', 'two']);
  const last = await page(`limit=2&before=${second.nextCursor}`);
  expect(last.notifications.map((n: { title: string }) => n.title)).toEqual(['one']);
  expect(last.nextCursor).toBeNull();
});

it('marks some of one’s own read, then all, answering the unread count', async () => {
  const user = sessionUser('client');
  await give(user.id, ['a', 'b', 'c']);
  const list = async () => (await t.inject({ method: 'GET', url: '/api/notifications' }, user)).json();
  const [c] = (await list()).notifications;

  const some = await t.inject(
    { method: 'POST', url: '/api/notifications/read', payload: { ids: [c.id] } },
    user,
  );
  expect(some.json()).toEqual({ unreadCount: 2 });
  expect((await list()).notifications[0].readAt).toEqual(expect.any(String));

  const all = await t.inject(
    { method: 'POST', url: '/api/notifications/read', payload: { all: true } },
    user,
  );
  expect(all.json()).toEqual({ unreadCount: 0 });
});

it('refuses a cursor it never gave with a 400', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/notifications?before=abc' }, sessionUser('client'));
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields).toHaveProperty('before');
});
