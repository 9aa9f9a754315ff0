import { fillPath, studioArtistInquiryPaths } from '@inkbook/contracts/inquiry-paths';
import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { inboxCache } from '@/lib/inbox-cache';
import { toast } from '@/lib/toast';
import { studioDashboardKeys } from '../../api/query-keys';
import { studioArtistInquiriesListKey } from './get-studio-artist-inquiries';

/** DELETE /api/studio/{studioId}/artist-inquiries/{id}: permanent, for the artist too. */
export const deleteStudioArtistInquiry = (studioId: string, id: string) =>
  api.delete<{ message: string }>(fillPath(studioArtistInquiryPaths.delete, { studioId, id }));

export function useDeleteStudioArtistInquiry(studioId: string) {
  const queryClient = useQueryClient();
  // The card goes once the server said yes, then the list is fetched again (the inquiries carry no studio id).
  const cache = inboxCache<StudioArtistInquiry>(() => ({
    lists: studioArtistInquiriesListKey(studioId),
    all: studioDashboardKeys.artistInquiries(studioId),
  }));
  return useMutation({
    mutationFn: (inquiry: StudioArtistInquiry) => deleteStudioArtistInquiry(studioId, inquiry.id),
    onSuccess: async (_answer, inquiry) => {
      toast.success('Inquiry deleted');
      await cache.showRemoved(queryClient, inquiry);
    },
    onError: (error) => toastFailure(error, 'Failed to delete inquiry'),
  });
}
