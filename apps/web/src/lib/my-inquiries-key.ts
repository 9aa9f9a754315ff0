import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './me-query-key';

/** The signed-in client's own inquiries; a send refreshes it so /my-inquiries shows the new one at once. */
export const myInquiriesQueryKey = ['inquiries', 'mine'] as const;

/**
 * After an inquiry is sent (either kind): /my-inquiries shows it at once, and a sender whose account it created
 * is signed in by the answer's cookie, which the app learns by asking who it is again.
 */
export const refreshAfterSend = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: myInquiriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);

/** Where a sender with an account follows an inquiry (the artist dialog's last step, the studio wizard's toast). */
export const FOLLOW_IN_MY_INQUIRIES = 'Follow it and the replies in My Inquiries.';
