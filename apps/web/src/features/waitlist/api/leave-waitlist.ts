import { useMutation } from '@tanstack/react-query';
import { waitlistApi } from '@/lib/api';

/** POST /api/waitlist/leave: the link in every waitlist email, without a session (issue 26 item 4). */
export const leaveWaitlist = (token: string) => waitlistApi.leave({ body: { token } });

/** The page says the outcome in place (no toast): the person came from an email and reads only this page. */
export function useLeaveWaitlist() {
  return useMutation({ mutationFn: leaveWaitlist });
}
