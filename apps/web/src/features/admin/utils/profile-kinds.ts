import type { AdminArtistUpdate } from '@inkbook/contracts/artist';
import type { AdminStudioUpdate } from '@inkbook/contracts/studio';

export type ProfileKind = 'artist' | 'studio';

/** The body PUT /api/admin/{kind}s/{id} takes for each kind. */
export interface ProfileUpdates {
  artist: AdminArtistUpdate;
  studio: AdminStudioUpdate;
}

/** Each kind's admin API calls (lib/api `adminApi`), and the words spec §8 uses for it. */
export const profileKinds = {
  artist: {
    update: 'updateArtist',
    remove: 'deleteArtist',
    updated: 'Artist updated successfully! Changes are live on their profile page.',
    updateFailed: 'Failed to update artist',
    deleted: 'Artist deleted successfully',
    deleteFailed: 'Failed to delete artist',
    confirmDelete: 'Are you sure you want to delete this artist?',
  },
  studio: {
    update: 'updateStudio',
    remove: 'deleteStudio',
    updated: 'Studio updated successfully! Changes are live on their profile page.',
    updateFailed: 'Failed to update studio',
    deleted: 'Studio deleted successfully',
    deleteFailed: 'Failed to delete studio',
    confirmDelete: 'Are you sure you want to delete this studio?',
  },
} as const satisfies Record<ProfileKind, Record<string, string>>;
