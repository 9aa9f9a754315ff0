import type { mailStatuses, mailSummarySchema } from '@inkbook/contracts/notification';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { notificationApi } from '@/lib/api';
import { adminKeys, retryServerErrors } from './query-keys';

// Types only: zod stays out of the page's bundle.
export type MailStatus = (typeof mailStatuses)[number];
export type MailSummary = z.output<typeof mailSummarySchema>;

/** The mailbox's filter: every email, or those in one status. */
export type MailStatusFilter = MailStatus | 'all';

const PAGE_SIZE = 50;

/** GET /api/notifications/mailbox: one page of emails, newest first, older ones after the `before` cursor. */
export const getMailbox = (status: MailStatusFilter, before: string | undefined, signal?: AbortSignal) =>
  notificationApi.mailbox({
    query: { status: status === 'all' ? undefined : status, limit: PAGE_SIZE, before },
    signal,
  });

export const mailboxQueryOptions = (status: MailStatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.mailbox, 'list', status],
    queryFn: ({ pageParam, signal }) => getMailbox(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryServerErrors,
    // Queued mail goes out or fails while the admin watches: the list keeps up.
    refetchInterval: 15_000,
  });

export const useMailbox = (status: MailStatusFilter) => useInfiniteQuery(mailboxQueryOptions(status));
