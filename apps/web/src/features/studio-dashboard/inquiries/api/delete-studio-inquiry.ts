import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { showRemoved } from './studio-inquiries-cache';
import { studioInquiryPaths } from './studio-inquiry-paths';

/** DELETE /api/studio-inquiries/{id}: permanent, photos included. */
export const deleteStudioInquiry = (id: string) => api.delete<unknown>(studioInquiryPaths.remove(id));

export function useDeleteStudioInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inquiry: StudioInquiry) => deleteStudioInquiry(inquiry.id),
    onSuccess: async (_answer, inquiry) => {
      toast.success('Inquiry deleted');
      await showRemoved(queryClient, inquiry);
    },
    onError: (error) => toastFailure(error, 'Failed to delete inquiry'),
  });
}
