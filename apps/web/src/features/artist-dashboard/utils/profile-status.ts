import type { ProfileStatus } from '@inkbook/contracts/fields';

/** Spec §4: what the dashboard says about the artist's review state. */
export function statusMessage(status: ProfileStatus | (string & {})): string {
  switch (status) {
    case 'approved':
      return 'Your profile is live and visible to clients';
    case 'pending':
      return 'Under Review';
    case 'rejected':
      return 'Your profile needs updates. Please edit and resubmit.';
    default:
      return 'Unknown';
  }
}

/** The name the greeting uses: the first word of the artist name. */
export const firstName = (artistName: string) => artistName.trim().split(/\s+/)[0] ?? artistName;
