import type { StudioArtistInquiry } from '@inkbook/contracts/inquiry-routes';
import type { InfiniteData } from '@tanstack/react-query';
import { studioArtistInquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { studioDashboardKeys } from '../../api/query-keys';
import { type StudioArtistInquiryPage, studioArtistInquiriesListKey } from './get-studio-artist-inquiries';

/** DELETE /api/studio/{studioId}/artist-inquiries/{id}: permanent, for the artist too. */
export const deleteStudioArtistInquiry = (studioId: string, id: string) =>
  studioArtistInquiryApi.delete({ params: { studioId, id } });

export function useDeleteStudioArtistInquiry(studioId: string) {
  return useCommand({
    mutationFn: (inquiry: StudioArtistInquiry) => deleteStudioArtistInquiry(studioId, inquiry.id),
    success: { title: 'Inquiry deleted' },
    failure: { title: 'Error', description: 'Failed to delete inquiry' },
    onSuccess: async (_answer, inquiry, queryClient) => {
      // The card goes once the server said yes, then the list is fetched again.
      queryClient.setQueryData<InfiniteData<StudioArtistInquiryPage>>(
        studioArtistInquiriesListKey(studioId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== inquiry.id),
            })),
          },
      );
      await queryClient.invalidateQueries({ queryKey: studioDashboardKeys.artistInquiries(studioId) });
    },
  });
}
