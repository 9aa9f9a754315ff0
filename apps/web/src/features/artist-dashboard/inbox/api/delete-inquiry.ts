import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { api } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { showRemoved } from './inbox-cache';
import { inquiryPaths } from './inquiry-paths';

/** DELETE /api/inquiries/{id}: permanent, photos included. */
export const deleteInquiry = (id: string) => api.delete<unknown>(inquiryPaths.remove(id));

export function useDeleteInquiry() {
  return useCommand({
    mutationFn: (inquiry: ArtistInquiry) => deleteInquiry(inquiry.id),
    success: { title: 'Inquiry Deleted', description: 'The inquiry has been permanently deleted.' },
    failure: { title: 'Error', description: 'Failed to delete inquiry. Please try again.' },
    onSuccess: (_answer, inquiry, queryClient) => showRemoved(queryClient, inquiry),
  });
}
