import { MailCheck } from 'lucide-react';

/** On an inquiry opened from a waitlist invite: it goes through although the books are closed (issue 26 item 3). */
export function InvitedNote() {
  return (
    <p className="mb-4 flex items-center gap-2 rounded-lg bg-success/10 px-3.5 py-2.5 text-sm font-medium text-success">
      <MailCheck aria-hidden="true" className="size-4 shrink-0" />
      Invited from the waitlist
    </p>
  );
}
