import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { useLeaveWaitlist } from '../api/leave-waitlist';

/** A link without a token, or one the service does not know (already left, removed, altered). */
export function UnknownLeaveLink() {
  return (
    <div role="alert" className="flex flex-col gap-3">
      <h1 className="font-display text-3xl font-semibold">This link is not valid</h1>
      <p className="text-muted">
        We could not find a waitlist entry for this link. You may have left already, or the link was changed.
        Use the link in your latest waitlist email.
      </p>
    </div>
  );
}

/**
 * `/waitlist/leave?token=` (issue 26 item 4): the link in every waitlist email, without a session. Nothing changes
 * until the person confirms.
 */
export function LeaveWaitlist({ token }: { token: string }) {
  const leave = useLeaveWaitlist();
  if (leave.isError && isApiError(leave.error) && [400, 404].includes(leave.error.status)) {
    return <UnknownLeaveLink />;
  }
  if (leave.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold">
          You have left {leave.data.recipientName}’s waitlist
        </h1>
        <p className="text-muted">You will get no more waitlist emails about it.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-3xl font-semibold">Leave the waitlist?</h1>
      <p className="text-muted">You will lose your place and get no more emails about it.</p>
      {leave.isError ? (
        <p role="alert" className="text-sm text-accent-strong">
          {serverMessageOf(leave.error) ?? 'That did not go through. Please try again.'}
        </p>
      ) : null}
      <Button
        variant="accent"
        className="self-start"
        isLoading={leave.isPending}
        onClick={() => leave.mutate(token)}
      >
        Leave the waitlist
      </Button>
    </div>
  );
}
