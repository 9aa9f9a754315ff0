import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { showChanged } from './studio-inquiries-cache';
import { studioInquiryPaths } from './studio-inquiry-paths';

export interface StudioDecision {
  id: string;
  status: 'approved' | 'declined';
  /** Blank means no answer: the server stores null. */
  response: string;
}

/** PATCH /api/studio-inquiries/{id}/status: approve or decline, with the studio's answer to the client. */
export const updateStudioInquiryStatus = ({ id, status, response }: StudioDecision) =>
  api.patch<StudioInquiry>(studioInquiryPaths.status(id), { status, response });

export function useUpdateStudioInquiryStatus() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: updateStudioInquiryStatus,
      onSuccess: async (inquiry) => {
        toast.success('Inquiry updated');
        await showChanged(queryClient, inquiry);
      },
      onError: (error) => toastFailure(error, 'Failed to update inquiry status'),
    }),
  );
}
