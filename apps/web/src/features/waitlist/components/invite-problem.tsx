import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

const TITLES = {
  expired: 'This invite has expired',
  used: 'This invite was already used',
} as const;

/**
 * A waitlist invite link that no longer lets an inquiry through (issue 26 item 3), said on the profile in place of
 * the dialog it would have opened; `action` is 'Join the waitlist' again while the books are closed.
 */
export function InviteProblem({ problem, action }: { problem: keyof typeof TITLES; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-5 text-accent-strong sm:flex-row sm:items-center"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{TITLES[problem]}</p>
        <p className="text-sm">
          {problem === 'expired'
            ? 'Invites are good for a week. Ask again by joining the waitlist, or send an inquiry when the books open.'
            : 'Each invite lets one inquiry through, and this one has been sent.'}
        </p>
      </div>
      {action}
    </div>
  );
}
