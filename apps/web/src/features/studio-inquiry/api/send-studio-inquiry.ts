import type { StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER } from '@inkbook/contracts/inquiry-endpoints';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { studioInquiryApi } from '@/lib/api';
import { FOLLOW_IN_MY_INQUIRIES, refreshAfterSend } from '@/lib/my-inquiries-key';
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

/**
 * Spec §8 'Studio inquiry': 'Inquiry sent!' to the studio; a failure 'Error' with the server's message or the spec's.
 * A sender with an account (signed in, or just made with a password, which the answer signs in) is told where to
 * follow it, with a link to /my-inquiries.
 */
export function useSendStudioInquiry(studioName: string, signedIn: boolean) {
  const navigate = useNavigate();
  return useCommand({
    mutationFn: sendStudioInquiry,
    success: (_inquiry, { body }) => {
      const sent = `Your inquiry has been sent to ${studioName}.`;
      if (!signedIn && !body.password) return { title: 'Inquiry sent!', description: sent };
      return {
        title: 'Inquiry sent!',
        description: `${sent} ${FOLLOW_IN_MY_INQUIRIES}`,
        action: { label: 'My Inquiries', onClick: () => void navigate(paths.myInquiries) },
      };
    },
    failure: (_input, error) => ({ title: 'Error', description: describeSendFailure(error).message }),
    onSuccess: (_inquiry, _input, queryClient) => refreshAfterSend(queryClient),
  });
}
