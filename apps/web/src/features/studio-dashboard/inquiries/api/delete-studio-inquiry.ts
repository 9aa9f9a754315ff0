import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { studioInquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { showRemoved } from './studio-inquiries-cache';

/** DELETE /api/studio-inquiries/{id}: permanent, photos included. */
export const deleteStudioInquiry = (id: string) => studioInquiryApi.delete({ params: { id } });

export function useDeleteStudioInquiry() {
  return useCommand({
    mutationFn: (inquiry: StudioInquiry) => deleteStudioInquiry(inquiry.id),
    success: { title: 'Inquiry deleted' },
    failure: { title: 'Error', description: 'Failed to delete inquiry' },
    onSuccess: (_answer, inquiry, queryClient) => showRemoved(queryClient, inquiry),
  });
}
