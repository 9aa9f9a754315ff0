import type { ArtistInquiry, InquiryStatus } from '@inkbook/contracts/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { showChanged } from './inbox-cache';
import { inquiryPaths } from './inquiry-paths';

export interface StatusChange {
  id: string;
  status: InquiryStatus;
  /** The artist chose it by hand (the select): say so. Opening or contacting the client changes it quietly. */
  announce: boolean;
}

/** PATCH /api/inquiries/{id}/status. */
export const updateInquiryStatus = (id: string, status: InquiryStatus) =>
  api.patch<ArtistInquiry>(inquiryPaths.status(id), { status });

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: StatusChange) => updateInquiryStatus(id, status),
    onSuccess: async (inquiry, { announce }) => {
      if (announce)
        toast.success('Status Updated', { description: 'Inquiry status has been updated successfully.' });
      await showChanged(queryClient, inquiry);
    },
    onError: (error) => toastFailure(error, 'Failed to update inquiry status. Please try again.'),
  });
}
