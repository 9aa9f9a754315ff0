import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { studioArtistInquiryApi } from '@/lib/api';
import { inboxCache } from '@/lib/inbox-cache';
import { useCommand } from '@/lib/use-command';
import { studioDashboardKeys } from '../../api/query-keys';
import { studioArtistInquiriesListKey } from './get-studio-artist-inquiries';

/** DELETE /api/studio/{studioId}/artist-inquiries/{id}: permanent, for the artist too. */
export const deleteStudioArtistInquiry = (studioId: string, id: string) =>
  studioArtistInquiryApi.delete({ params: { studioId, id } });

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
