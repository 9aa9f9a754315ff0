import { WAITLIST_INVITE_DAYS, type WaitlistEntry } from '@inkbook/contracts/availability';
import { useState } from 'react';
import { ActionDialog } from '@/components/action-dialog';
import type { OwnerAs } from '@/components/booking/booking-api';
import { Button } from '@/components/ui/button';
import { useInviteEntry, useRemoveEntry } from './waitlist-api';

interface EntryActionsProps {
  entry: WaitlistEntry;
  as: OwnerAs | undefined;
  /** An invite still open: no second one until it expires. */
  invited: boolean;
}

/** Invite and Remove, each confirmed first: both reach the person by email or take their place away. */
export function WaitlistEntryActions({ entry, as, invited }: EntryActionsProps) {
  const invite = useInviteEntry(as);
  const remove = useRemoveEntry(as);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const forWhom = <span className="sr-only"> {entry.name}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {invited ? null : (
        <ActionDialog
          trigger={
            <Button size="sm" variant="accent">
              Invite{forWhom}
            </Button>
          }
          title={`Invite ${entry.name}?`}
          description={
            <p>
              {entry.name} gets an email letting them send you one inquiry within {WAITLIST_INVITE_DAYS} days,
              even while your books are closed.
            </p>
          }
          confirm="Send invite"
          open={inviting}
          onOpenChange={setInviting}
          isPending={invite.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(entry, { onSuccess: () => setInviting(false) });
          }}
        />
      )}
      <ActionDialog
        trigger={
          <Button size="sm" variant="outline">
            Remove{forWhom}
          </Button>
        }
        alert
        title={`Remove ${entry.name}?`}
        description={<p>They lose their place on your waitlist. Everyone behind them moves up.</p>}
        confirm="Remove"
        keep="Keep"
        open={removing}
        onOpenChange={setRemoving}
        isPending={remove.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(entry, { onSuccess: () => setRemoving(false) });
        }}
      />
    </div>
  );
}
