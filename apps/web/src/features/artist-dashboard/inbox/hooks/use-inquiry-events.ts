import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '@/lib/server-events';
import { artistInquiriesKey } from '../api/query-keys';

const SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.inquiry.updated',
  'inquiries.inquiry.deleted',
] as const;

/**
 * Keeps the artist's inbox and counts live (issue 13 item 4): an inquiry event for this artist (a new one, or a
 * change or delete made in another tab) refetches them, and so does every reconnect, so nothing sent while the
 * stream was down is missed. An admin's stream carries every artist's events: only this artist's count.
 */
export function useInquiryEvents(artistId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: artistInquiriesKey(artistId) });
  useServerEvents({
    subjects: SUBJECTS,
    onEvent: (_subject, inquiry) => {
      if (inquiry.artistId === artistId) refresh();
    },
    onReconnect: refresh,
  });
}
