import type { EventSubject } from '@inkbook/contracts/events';
import { useQueryClient } from '@tanstack/react-query';
import { claimKeys } from '@/lib/claims';
import { useServerEvents } from '@/lib/server-events';
import { myStudioKeys } from '../api/get-my-studio';
import { studioDashboardKeys } from '../api/query-keys';

const SUBJECTS = [
  'claims.claim.created',
  'claims.claim.updated',
  'inquiries.studio-inquiry.created',
  'inquiries.studio-inquiry.updated',
  'inquiries.studio-inquiry.deleted',
  'catalog.studio.updated',
] as const satisfies readonly EventSubject[];

/**
 * Keeps the studio dashboard live (issue 14 item 6): a claim change refetches the studio's claims (and that claim's
 * history) and the inquiries of its verified artists (a verify or delist changes whose they are); a studio inquiry
 * refetches the inquiry list and badge; an admin's review refetches the studio. The gateway sends an owner only
 * events naming their studio, but an admin's stream carries every studio's: only this studio's count. Every
 * reconnect refetches it all, so nothing sent while the stream was down is missed.
 */
export function useStudioEvents(studioId: string) {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  useServerEvents({
    subjects: SUBJECTS,
    onEvent: (subject, data) => {
      if (subject === 'catalog.studio.updated') {
        if (data.id === studioId) refresh(myStudioKeys.all);
        return;
      }
      if (data.studioId !== studioId) return;
      if (subject.startsWith('claims.')) {
        refresh(claimKeys.studio(studioId));
        if (typeof data.id === 'string') refresh(claimKeys.history(data.id));
        refresh(studioDashboardKeys.artistInquiries(studioId));
      } else {
        refresh(studioDashboardKeys.inquiries(studioId));
      }
    },
    onReconnect: () => {
      refresh(studioDashboardKeys.all(studioId));
      // Every claim list and history: which claims changed while away is not known.
      refresh(claimKeys.all);
      refresh(myStudioKeys.all);
    },
  });
}
