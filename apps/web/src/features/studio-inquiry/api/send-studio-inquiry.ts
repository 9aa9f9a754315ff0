import type { StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { studioInquiryApi } from '@/lib/api';
import { myInquiriesQueryKey } from '@/lib/my-inquiries-key';
import { describeSendFailure } from '@/lib/send-failure';
import { useCommand } from '@/lib/use-command';

interface SendStudioInquiry {
  body: StudioInquiryBodyInput;
  /** The same key for a retry of the same answers, so the studio gets the inquiry once. */
  idempotencyKey: string;
}

/** POST /api/studio-inquiries. */
export const sendStudioInquiry = ({ body, idempotencyKey }: SendStudioInquiry) =>
  studioInquiryApi.send({ body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

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
