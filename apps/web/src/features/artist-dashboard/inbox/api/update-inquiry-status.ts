import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import { inquiryApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { showChanged } from './inbox-cache';

export interface StatusChange {
  id: string;
  status: InquiryStatus;
  /** The artist chose it by hand (the select): say so. Opening or contacting the client changes it quietly. */
  announce: boolean;
}

/** PATCH /api/inquiries/{id}/status. */
export const updateInquiryStatus = (id: string, status: InquiryStatus) =>
  inquiryApi.setStatus({ params: { id }, body: { status } });

export function useUpdateInquiryStatus() {
  return useCommand({
    mutationFn: ({ id, status }: StatusChange) => updateInquiryStatus(id, status),
    success: (_inquiry, { announce }) =>
      announce
        ? { title: 'Status Updated', description: 'Inquiry status has been updated successfully.' }
        : undefined,
    failure: { title: 'Error', description: 'Failed to update inquiry status. Please try again.' },
    onSuccess: (inquiry, _change, queryClient) => showChanged(queryClient, inquiry),
  });
}
