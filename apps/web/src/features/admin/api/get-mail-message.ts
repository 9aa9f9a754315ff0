import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '@/lib/api';
import { adminKeys, retryServerErrors } from './query-keys';

/** GET /api/notifications/mailbox/:id: one email, whole when the embedded mailbox keeps it. */
export const getMailMessage = (id: string, signal?: AbortSignal) =>
  notificationApi.mailboxMessage({ params: { id }, signal });

export const mailMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.mailbox, 'message', id],
    queryFn: ({ signal }) => getMailMessage(id, signal),
    retry: retryServerErrors,
  });

/** The selected email, when one is. */
export const useMailMessage = (id: string | null) =>
  useQuery({ ...mailMessageQueryOptions(id ?? ''), enabled: id !== null });
