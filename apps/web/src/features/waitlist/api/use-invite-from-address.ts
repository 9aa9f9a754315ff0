import { useSearchParams } from 'react-router';
import { useWaitlistInvite } from './get-invite';

/** `?invite={token}` on a profile: the link of a waitlist invite email (issue 26 item 3). */
export const INVITE_PARAM = 'invite';

/**
 * The invite a profile was opened with, for the profile of `recipientId`: `token` when it is valid (the inquiry
 * dialog opens and carries it), `problem` when it is expired or used (the page says so; no dialog).
 */
export function useInviteFromAddress(recipientId: string) {
  const [params] = useSearchParams();
  const token = params.get(INVITE_PARAM) ?? '';
  const { data } = useWaitlistInvite(token);
  const ours = data && data.recipientId === recipientId ? data : undefined;
  return {
    token: ours?.status === 'valid' ? token : '',
    problem: ours && ours.status !== 'valid' ? ours.status : null,
  };
}
