import { fillPath, studioArtistInquiryPaths } from '@inkbook/contracts/inquiry-paths';
import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { api } from '@/lib/api-client';
import { inboxCache } from '@/lib/inbox-cache';
import { useCommand } from '@/lib/use-command';
import { studioDashboardKeys } from '../../api/query-keys';
import { studioArtistInquiriesListKey } from './get-studio-artist-inquiries';

/** DELETE /api/studio/{studioId}/artist-inquiries/{id}: permanent, for the artist too. */
export const deleteStudioArtistInquiry = (studioId: string, id: string) =>
  api.delete<{ message: string }>(fillPath(studioArtistInquiryPaths.delete, { studioId, id }));

export function useDeleteStudioArtistInquiry(studioId: string) {
  // The card goes once the server said yes, then the list is fetched again (these inquiries carry no studio id).
  const cache = inboxCache<StudioArtistInquiry>(() => ({
    lists: studioArtistInquiriesListKey(studioId),
    all: studioDashboardKeys.artistInquiries(studioId),
  }));
  return useCommand({
    mutationFn: (inquiry: StudioArtistInquiry) => deleteStudioArtistInquiry(studioId, inquiry.id),
    success: { title: 'Inquiry deleted' },
    failure: { title: 'Error', description: 'Failed to delete inquiry' },
    onSuccess: (_answer, inquiry, queryClient) => cache.showRemoved(queryClient, inquiry),
  });
}
