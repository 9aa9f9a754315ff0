import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { inquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { showRemoved } from './inbox-cache';

/** DELETE /api/inquiries/{id}: permanent, photos included. */
export const deleteInquiry = (id: string) => inquiryApi.delete({ params: { id } });

export function useDeleteInquiry() {
  return useCommand({
    mutationFn: (inquiry: ArtistInquiry) => deleteInquiry(inquiry.id),
    success: { title: 'Inquiry Deleted', description: 'The inquiry has been permanently deleted.' },
    failure: { title: 'Error', description: 'Failed to delete inquiry. Please try again.' },
    onSuccess: (_answer, inquiry, queryClient) => showRemoved(queryClient, inquiry),
  });
}
