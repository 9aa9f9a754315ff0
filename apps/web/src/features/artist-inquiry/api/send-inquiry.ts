import type { ArtistInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { inquiryApi } from '@/lib/api';
import { refreshAfterSend } from '@/lib/my-inquiries-key';
import { describeSendFailure } from '@/lib/send-failure';
import { useCommand } from '@/lib/use-command';

interface SendInput {
  body: ArtistInquiryBodyInput;
  /** The same key for a retry of the same answers: the service answers the first result again. */
  idempotencyKey: string;
}

/** POST /api/inquiries (spec §7). */
export const sendInquiry = ({ body, idempotencyKey }: SendInput) =>
  inquiryApi.send({ body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/**
 * Spec §8 'Artist inquiry': 'Inquiry Sent!' to the artist's first name; a failure 'Error' with the server's message or
 * the spec's. Spec §9: mutations are never retried (a retry is the person's, with the same key).
 */
export function useSendInquiry(artistFirstName: string) {
  return useCommand({
    mutationFn: sendInquiry,
    success: {
      title: 'Inquiry Sent!',
      description: `Your inquiry was sent to ${artistFirstName}. They'll get back to you soon.`,
    },
    failure: (_input, error) => ({ title: 'Error', description: describeSendFailure(error).message }),
    onSuccess: (_inquiry, _input, queryClient) => refreshAfterSend(queryClient),
  });
}
