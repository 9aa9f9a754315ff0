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

/**
 * Keys the caller sent (undefined = not sent; null = cleared) renamed to their columns. A status change sets
 * the rejection reason with it: the one given with a rejection, none with any other status.
 */
function columnsOf<B extends { status?: string | undefined; reason?: string | undefined }, T>(
  body: B,
  names: Record<Exclude<keyof B, 'reason'>, string>,
): Updateable<T> {
  const out: Record<string, unknown> = {};
  if (body.status) out.rejection_reason = body.status === 'rejected' ? body.reason || null : null;
  for (const [key, value] of Object.entries(body)) {
    const column = names[key as Exclude<keyof B, 'reason'>];
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
