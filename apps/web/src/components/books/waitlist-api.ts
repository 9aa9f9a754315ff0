import type { WaitlistEntry } from '@inkbook/contracts/availability';
import { queryOptions } from '@tanstack/react-query';
import type { OwnerAs } from '@/components/booking/booking-api';
import { waitlistApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';

// The owner's side of the waitlist (issue 26 item 2): one list per side of an account (`?as=` as with the booking
// settings), and the two things an owner does to an entry.

export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: (as?: OwnerAs) => ['waitlist', as ?? 'own'] as const,
};

/** The signed-in owner's entries, first come first served. */
export const waitlistQueryOptions = (as?: OwnerAs) =>
  queryOptions({
    queryKey: waitlistKeys.list(as),
    queryFn: ({ signal }) => waitlistApi.list({ query: as ? { as } : {}, signal }).then((a) => a.entries),
  });

/** Invites one entry: the answer (now invited) takes its place in the list. */
export function useInviteEntry(as: OwnerAs | undefined) {
  return useCommand({
    mutationFn: (entry: WaitlistEntry) => waitlistApi.invite({ params: { id: entry.id }, body: {} }),
    success: (_answer, entry) => ({
      title: 'Invite sent',
      description: `${entry.name} can send one inquiry now.`,
    }),
    failure: { title: 'Invite failed', description: 'We could not send the invite. Please try again.' },
    onSuccess: (answer, _entry, queryClient) =>
      queryClient.setQueryData<WaitlistEntry[]>(waitlistKeys.list(as), (entries) =>
        entries?.map((entry) => (entry.id === answer.id ? answer : entry)),
      ),
  });
}

/** Removes one entry; everyone behind it moves up, so the list is read afresh. */
export function useRemoveEntry(as: OwnerAs | undefined) {
  return useCommand({
    mutationFn: (entry: WaitlistEntry) => waitlistApi.remove({ params: { id: entry.id } }),
    success: (_answer, entry) => ({ title: 'Removed from the waitlist', description: entry.name }),
    failure: { title: 'Remove failed', description: 'We could not remove them. Please try again.' },
    onSuccess: async (answer, _entry, queryClient) => {
      queryClient.setQueryData<WaitlistEntry[]>(waitlistKeys.list(as), (entries) =>
        entries?.filter((entry) => entry.id !== answer.id),
      );
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.list(as) });
    },
  });
}
