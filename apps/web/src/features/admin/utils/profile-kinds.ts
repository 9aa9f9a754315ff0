import type { AdminArtistUpdate } from '@inkbook/contracts/artist';
import type { AdminStudioUpdate } from '@inkbook/contracts/studio';

export type ProfileKind = 'artist' | 'studio';

/** The body PUT /api/admin/{kind}s/{id} takes for each kind. */
export interface ProfileUpdates {
  artist: AdminArtistUpdate;
  studio: AdminStudioUpdate;
}

/** Where each kind lives in the admin API, and the words spec §8 uses for it. */
export const profileKinds = {
  artist: {
    endpoint: '/api/admin/artists',
    updated: 'Artist updated successfully! Changes are live on their profile page.',
    updateFailed: 'Failed to update artist',
    deleted: 'Artist deleted successfully',
    deleteFailed: 'Failed to delete artist',
    confirmDelete: 'Are you sure you want to delete this artist?',
  },
  studio: {
    endpoint: '/api/admin/studios',
    updated: 'Studio updated successfully! Changes are live on their profile page.',
    updateFailed: 'Failed to update studio',
    deleted: 'Studio deleted successfully',
    deleteFailed: 'Failed to delete studio',
    confirmDelete: 'Are you sure you want to delete this studio?',
  },
} as const satisfies Record<ProfileKind, Record<string, string>>;
