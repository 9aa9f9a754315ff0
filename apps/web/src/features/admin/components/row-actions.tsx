import type { ProfileStatus } from '@inkbook/contracts/fields';
import { Check, ExternalLink, LayoutDashboard, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useDeleteProfile } from '../api/delete-profile';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileKind, profileKinds } from '../utils/profile-kinds';
import { IconAction, iconActionClass } from './icon-action';
import { RejectDialog } from './reject-dialog';

interface RowActionsProps {
  kind: ProfileKind;
  id: string;
  name: string;
  status: ProfileStatus;
  /** The public profile, opened in a new tab. */
  profileHref: string;
  /** The profile's own dashboard (studios), which an admin may open as its owner sees it. */
  dashboardHref?: string;
  /** The row's edit dialog, which brings its own trigger. */
  edit: ReactNode;
}

/** Approve and reject (pending only), view live, edit, and delete after the browser's confirmation. */
export function RowActions({ kind, id, name, status, profileHref, dashboardHref, edit }: RowActionsProps) {
  const update = useUpdateProfile(kind);
  const remove = useDeleteProfile(kind);
  const busy = update.isPending || remove.isPending;
  const deciding = update.isPending ? update.variables.body.status : undefined;

  const approve = () => update.mutate({ id, body: { status: 'approved' } });
  const confirmDelete = () => {
    if (window.confirm(profileKinds[kind].confirmDelete)) remove.mutate(id);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-2 md:flex-nowrap md:justify-end">
      {status === 'pending' ? (
        <div className="flex gap-1.5 md:mr-1">
          <Button
            size="sm"
            aria-label={`Approve ${name}`}
            onClick={approve}
            disabled={busy}
            isLoading={deciding === 'approved'}
          >
            {deciding === 'approved' ? null : <Check aria-hidden="true" className="size-4" />}
            {/* Icon-only on tablet and laptop widths, so the table's Actions column fits; named by aria-label. */}
            <span className="md:max-2xl:hidden">Approve</span>
          </Button>
          <RejectDialog
            name={name}
            disabled={busy}
            isLoading={deciding === 'rejected'}
            onReject={(reason) => update.mutate({ id, body: { status: 'rejected', reason } })}
          />
        </div>
      ) : null}
      {/* Kept together: on phones the group wraps as one, to the right, below Approve and Reject. */}
      <div className="ml-auto flex items-center gap-1 md:ml-0">
        <Tooltip content="View live profile">
          <a
            href={profileHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${name}`}
            className={iconActionClass()}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </Tooltip>
        {dashboardHref ? (
          <Tooltip content="Open dashboard">
            <Link to={dashboardHref} aria-label={`Open ${name}'s dashboard`} className={iconActionClass()}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
            </Link>
          </Tooltip>
        ) : null}
        {edit}
        <IconAction
          label={`Delete ${name}`}
          hint="Delete"
          onClick={confirmDelete}
          disabled={busy}
          isLoading={remove.isPending}
          tone="danger"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </IconAction>
      </div>
    </div>
  );
}
