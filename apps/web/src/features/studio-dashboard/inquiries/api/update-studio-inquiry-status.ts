import { studioInquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { showChanged } from './studio-inquiries-cache';

export interface StudioDecision {
  id: string;
  status: 'approved' | 'declined';
  /** Blank means no answer: the server stores null. */
  response: string;
}

/** PATCH /api/studio-inquiries/{id}/status: approve or decline, with the studio's answer to the client. */
export const updateStudioInquiryStatus = ({ id, status, response }: StudioDecision) =>
  studioInquiryApi.setStatus({ params: { id }, body: { status, response } });

export function useUpdateStudioInquiryStatus() {
  return useCommand({
    mutationFn: updateStudioInquiryStatus,
    success: { title: 'Inquiry updated' },
    failure: { title: 'Error', description: 'Failed to update inquiry status' },
    onSuccess: (inquiry, _decision, queryClient) => showChanged(queryClient, inquiry),
  });
}
