import type { AdminArtist, AdminArtistUpdate } from '@inkbook/contracts/artist';
import type { AdminStudioUpdate } from '@inkbook/contracts/studio';
import type { Updateable } from 'kysely';
import { toArtist } from '../artists/artist.mapper';
import type { ArtistRow, ArtistsTable } from '../artists/artist.table';
import type { StudiosTable } from '../studios/studio.table';

// The admin view of artists (every status, plus the inquiry count) and the edit dialogs' bodies as columns.

export function toAdminArtist(row: ArtistRow, inquiryCount?: number): AdminArtist {
  return { ...toArtist(row), ...(inquiryCount === undefined ? {} : { inquiryCount }) };
}

/** Keys the caller sent (undefined = not sent; null = cleared) renamed to their columns. */
function columnsOf<B extends object, T>(body: B, names: Record<keyof B, string>): Updateable<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const column = names[key as keyof B];
    if (column && value !== undefined) out[column] = value;
  }
  return out as Updateable<T>;
}

export const artistUpdateColumns = (body: AdminArtistUpdate) =>
  columnsOf<AdminArtistUpdate, ArtistsTable>(body, {
    status: 'status',
    artistName: 'artist_name',
    instagramHandle: 'instagram_handle',
    studioName: 'studio_name',
    location: 'location',
    locationAddress: 'location_address',
    bio: 'bio',
    phone: 'phone',
    website: 'website',
    email: 'email',
  });

/** tagline and description are NOT NULL columns: clearing them in the dialog stores ''. */
export const studioUpdateColumns = (body: AdminStudioUpdate) =>
  columnsOf<AdminStudioUpdate, StudiosTable>(
    {
      ...body,
      tagline: body.tagline === null ? '' : body.tagline,
      description: body.description === null ? '' : body.description,
    },
    {
      status: 'status',
      studioName: 'studio_name',
      handle: 'handle',
      tagline: 'tagline',
      description: 'description',
      location: 'location',
      locationAddress: 'location_address',
      phone: 'phone',
      businessEmail: 'business_email',
      website: 'website',
    },
  );
