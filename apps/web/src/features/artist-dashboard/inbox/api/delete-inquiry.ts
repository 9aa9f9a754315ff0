import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { showRemoved } from './inbox-cache';
import { inquiryPaths } from './inquiry-paths';

/** DELETE /api/inquiries/{id}: permanent, photos included. */
export const deleteInquiry = (id: string) => api.delete<unknown>(inquiryPaths.remove(id));

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiry: ArtistInquiry) => deleteInquiry(inquiry.id),
    onSuccess: async (_answer, inquiry) => {
      toast.success('Inquiry Deleted', { description: 'The inquiry has been permanently deleted.' });
      await showRemoved(queryClient, inquiry);
    },
    onError: (error) => toastFailure(error, 'Failed to delete inquiry. Please try again.'),
  });
}
