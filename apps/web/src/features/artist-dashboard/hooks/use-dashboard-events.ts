import { useQueryClient } from '@tanstack/react-query';
import { claimKeys } from '@/lib/claims';
import { useServerEvents } from '@/lib/server-events';
import { artistInquiriesKey } from '../inbox/api/query-keys';

const SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.inquiry.updated',
  'inquiries.inquiry.deleted',
  'claims.claim.created',
  'claims.claim.updated',
] as const;

/**
 * Keeps the artist's dashboard live over one stream (issues 13 and 14): an inquiry event for this artist (a new one,
 * or a change or delete made in another tab) refetches the inbox and its counts; a claim event refetches the
 * verification requests and that claim's history. Every reconnect refetches both, so nothing sent while the stream
 * was down is missed. An admin's stream carries every artist's events: only this artist's count. Mounted with the
 * dashboard, before its idle-loaded sections: an event that arrives first finds nothing to refresh, and the section
 * then loads the current list anyway.
 */
export function useDashboardEvents(artistId: string) {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  useServerEvents({
    subjects: SUBJECTS,
    onEvent: (subject, snapshot) => {
      if (snapshot.artistId !== artistId) return;
      if (subject.startsWith('inquiries.')) return refresh(artistInquiriesKey(artistId));
      refresh(claimKeys.artist(artistId));
      if (typeof snapshot.id === 'string') refresh(claimKeys.history(snapshot.id));
    },
    onReconnect: () => {
      refresh(artistInquiriesKey(artistId));
      refresh(claimKeys.artist(artistId));
    },
  });
}
