import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistApi } from '@/lib/api';

/** GET /api/waitlist/invites/{token}: valid, expired or used, and whose (issue 26 item 3). No session needed. */
export const getWaitlistInvite = (token: string, signal?: AbortSignal) =>
  waitlistApi.inviteInfo({ params: { token }, signal });

export const waitlistInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist-invite', token],
    queryFn: ({ signal }) => getWaitlistInvite(token, signal),
    // An invite's state changes only by its use: read once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The invite named by `?invite=` ('' when none: nothing is asked). */
export function useWaitlistInvite(token: string) {
  return useQuery({ ...waitlistInviteQueryOptions(token), enabled: token !== '' });
}
