import type { WaitlistEntry } from '@inkbook/contracts/availability';
import type { WaitlistEntryRow } from './waitlist.table';

export const toWaitlistEntry = (row: WaitlistEntryRow, position: number): WaitlistEntry => ({
  id: row.id,
  artistId: row.artist_id,
  studioId: row.studio_id,
  name: row.name,
  email: row.email,
  idea: row.idea,
  size: row.size,
  preferredMonths: row.preferred_months,
  position,
  createdAt: row.created_at,
  invitedAt: row.invited_at,
  inviteExpiresAt: row.invite_expires_at,
});
