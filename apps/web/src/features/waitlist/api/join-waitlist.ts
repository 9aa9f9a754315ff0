import type { WaitlistJoinBodyInput } from '@inkbook/contracts/availability';
import { waitlistApi } from '@/lib/api';
import { type FieldsForm, useCommand } from '@/lib/use-command';

/** POST /api/waitlist (issue 26 item 2): the same email twice for one profile is still one entry. */
export const joinWaitlist = (body: WaitlistJoinBodyInput) => waitlistApi.join({ body });

/**
 * Joining says its outcome in the dialog (its success screen, or the refusal above the buttons); the server's field
 * messages go by the fields of `form`. One send at a time (useCommand): a double click joins the first.
 */
export function useJoinWaitlist(form: FieldsForm) {
  return useCommand({ mutationFn: joinWaitlist, form });
}
