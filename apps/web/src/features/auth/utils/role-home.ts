import type { Role } from '@inkbook/contracts/identity';
import { paths } from '@/config/paths';

/** Where a user lands after signing in (spec §2 Login page; DESIGN §5: studios sign in at /login too). */
export function homePathForRole(role: Role): string {
  switch (role) {
    case 'admin':
      return paths.admin;
    case 'artist':
    case 'artist-studio':
      return paths.dashboard;
    case 'studio':
      return paths.studioDashboard;
    case 'client':
      return paths.myInquiries;
    default:
      return paths.home;
  }
}

/** The dashboard buttons the navbar shows for a role (spec §6), and the account's settings. */
export function roleLinks(role: Role): Array<{ label: string; to: string }> {
  const links: Array<{ label: string; to: string }> = [];
  if (role === 'admin') links.push({ label: 'Admin', to: paths.admin });
  if (role === 'artist' || role === 'artist-studio') links.push({ label: 'Dashboard', to: paths.dashboard });
  if (role === 'studio' || role === 'artist-studio')
    links.push({ label: 'Studio', to: paths.studioDashboard });
  if (role === 'client') links.push({ label: 'My Inquiries', to: paths.myInquiries });
  // Issue 27 item 5: everyone but the admin, whose account is kept by configuration, may take or delete theirs.
  if (role !== 'admin') links.push({ label: 'Account', to: paths.accountSettings });
  return links;
}
