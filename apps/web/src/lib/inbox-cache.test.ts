import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inboxCache } from './inbox-cache';

interface Item {
  id: string;
  owner: string;
  status: string;
}
type Pages = InfiniteData<{ items: Item[]; total: number }>;

const pages = (...lists: Item[][]): Pages => ({
  pages: lists.map((items) => ({ items, total: 3 })),
  pageParams: lists.map((_, index) => index + 1),
});
const item = (id: string, status = 'pending'): Item => ({ id, owner: 'o1', status });

const { showChanged, showRemoved } = inboxCache((inquiry: Item) => ({
  lists: ['inbox', inquiry.owner, 'list'],
  all: ['inbox', inquiry.owner],
}));

/** One owner's inbox cached under two filters, its count, and another owner's inbox. */
function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    ['inbox', 'o1', 'list', { status: 'all' }],
    pages([item('a'), item('b')], [item('c')]),
  );
  queryClient.setQueryData(['inbox', 'o1', 'list', { status: 'pending' }], pages([item('b')]));
  queryClient.setQueryData(['inbox', 'o1', 'count'], 3);
  queryClient.setQueryData(['inbox', 'o2', 'list'], pages([{ id: 'b', owner: 'o2', status: 'pending' }]));
  return queryClient;
}
const ids = (queryClient: QueryClient, key: unknown[]) =>
  queryClient
    .getQueryData<Pages>(key)
    ?.pages.map((page) => page.items.map((each) => `${each.id}:${each.status}`));

describe('inboxCache', () => {
  it('puts the server’s answer in every cached list of its inbox, and marks the inbox and its counts stale', async () => {
    const queryClient = seeded();
    await showChanged(queryClient, item('b', 'reviewed'));
    expect(ids(queryClient, ['inbox', 'o1', 'list', { status: 'all' }])).toEqual([
      ['a:pending', 'b:reviewed'],
      ['c:pending'],
    ]);
    expect(ids(queryClient, ['inbox', 'o1', 'list', { status: 'pending' }])).toEqual([['b:reviewed']]);
    expect(queryClient.getQueryState(['inbox', 'o1', 'count'])?.isInvalidated).toBe(true);
    // Another inbox is left alone.
    expect(ids(queryClient, ['inbox', 'o2', 'list'])).toEqual([['b:pending']]);
    expect(queryClient.getQueryState(['inbox', 'o2', 'list'])?.isInvalidated).toBe(false);
  });

  it('takes a deleted inquiry out of every cached list of its inbox', async () => {
    const queryClient = seeded();
    await showRemoved(queryClient, item('b'));
    expect(ids(queryClient, ['inbox', 'o1', 'list', { status: 'all' }])).toEqual([
      ['a:pending'],
      ['c:pending'],
    ]);
    expect(ids(queryClient, ['inbox', 'o1', 'list', { status: 'pending' }])).toEqual([[]]);
    expect(queryClient.getQueryState(['inbox', 'o1', 'list', { status: 'all' }])?.isInvalidated).toBe(true);
    expect(ids(queryClient, ['inbox', 'o2', 'list'])).toEqual([['b:pending']]);
  });
});
