import type { Selectable } from 'kysely';

export type ProfileKind = 'artist' | 'studio';

/**
 * Catalog's artists and studios as far as notifications needs them: a name and handle to write about them, and the
 * last status seen, since catalog's update events do not say what the status was before (an approval is a change to
 * `approved`; an owner's edit of an approved profile is an update that stays so).
 */
export interface ProfilesTable {
  kind: ProfileKind;
  id: string;
  name: string;
  handle: string;
  status: string;
  /** The profile's own `updatedAt`: an older snapshot (a redelivery that lost a race) never overwrites a newer one. */
  updated_at: string;
}
export type ProfileRow = Selectable<ProfilesTable>;

/** Each status a profile was seen with, at its `updatedAt` (the status an event changes from, in any order). */
export interface ProfileStatusesTable {
  kind: ProfileKind;
  id: string;
  updated_at: string;
  status: string;
}
