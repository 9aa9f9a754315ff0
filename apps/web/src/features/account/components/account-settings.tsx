import type { Role } from '@inkbook/contracts/identity';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/**
 * /settings/account's two parts (issue 27 item 5). The admin account is kept by configuration (ADMIN_EMAIL) and the
 * server refuses to delete it, so an admin is told so instead of being offered a button that cannot work.
 */
export function AccountSettings({ role }: { role: Role }) {
  return (
    <div className="flex flex-col gap-12">
      <DownloadData />
      {role === 'admin' ? (
        <p className="text-muted">
          The admin account is kept by configuration (ADMIN_EMAIL), so it cannot be deleted here.
        </p>
      ) : (
        <DeleteAccount role={role} />
      )}
    </div>
  );
}
