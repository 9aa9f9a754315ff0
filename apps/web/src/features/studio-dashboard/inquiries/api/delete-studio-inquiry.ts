import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { api } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { showRemoved } from './studio-inquiries-cache';
import { studioInquiryPaths } from './studio-inquiry-paths';

/** DELETE /api/studio-inquiries/{id}: permanent, photos included. */
export const deleteStudioInquiry = (id: string) => api.delete<unknown>(studioInquiryPaths.remove(id));

export function useDeleteStudioInquiry() {
  return useCommand({
    mutationFn: (inquiry: StudioInquiry) => deleteStudioInquiry(inquiry.id),
    success: { title: 'Inquiry deleted' },
    failure: { title: 'Error', description: 'Failed to delete inquiry' },
    onSuccess: (_answer, inquiry, queryClient) => showRemoved(queryClient, inquiry),
  });
}
