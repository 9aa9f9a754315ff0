import type { StudioInquiry, StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER, studioInquiryPaths } from '@inkbook/contracts/inquiry-paths';
import { api } from '@/lib/api-client';
import { describeSendFailure } from '@/lib/send-failure';
import { useCommand } from '@/lib/use-command';
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

/** Spec §8 'Studio inquiry': 'Inquiry sent!' to the studio; a failure 'Error' with the server's message or the spec's. */
export function useSendStudioInquiry(studioName: string) {
  return useCommand({
    mutationFn: sendStudioInquiry,
    success: { title: 'Inquiry sent!', description: `Your inquiry has been sent to ${studioName}.` },
    failure: (_input, error) => ({ title: 'Error', description: describeSendFailure(error).message }),
    onSuccess: (_inquiry, _input, queryClient) =>
      queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey }),
  });
}
