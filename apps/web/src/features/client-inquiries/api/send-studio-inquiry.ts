import type { StudioInquiry, StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER, studioInquiryPaths } from '@inkbook/contracts/inquiry-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myInquiriesQueryKey } from './query-keys';

interface SendStudioInquiry {
  body: StudioInquiryBodyInput;
  /** The same key for a retry of the same answers, so the studio gets the inquiry once. */
  idempotencyKey: string;
}

/** POST /api/studio-inquiries. */
export const sendStudioInquiry = ({ body, idempotencyKey }: SendStudioInquiry) =>
  api.post<StudioInquiry>(studioInquiryPaths.send, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export function useSendStudioInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStudioInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey }),
  });
}
