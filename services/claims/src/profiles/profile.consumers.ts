import type { TypedEvent } from '@inkbook/contracts/events';
import type { ClaimsContext } from '../context';
import type { ClaimsDb } from '../db';
import { removeProfile, upsertApprovedArtist, upsertApprovedStudio } from './profile.repository';

// Claims keeps artist and studio summaries (DESIGN §4): only approved profiles may be claimed, and reads embed
// what the dashboards show of the other party. A profile that stops being approved, or is deleted, leaves at once.
// (services/inquiries/src/recipients keeps its own twin with what an inquiry needs of a recipient.)

const ARTIST_SUBJECTS = [
  'catalog.artist.submitted',
  'catalog.artist.updated',
  'catalog.artist.deleted',
] as const;
const STUDIO_SUBJECTS = [
  'catalog.studio.submitted',
  'catalog.studio.updated',
  'catalog.studio.deleted',
] as const;

export async function applyArtistEvent(
  trx: ClaimsDb,
  event: TypedEvent<(typeof ARTIST_SUBJECTS)[number]>,
): Promise<void> {
  if (event.subject === 'catalog.artist.deleted' || event.data.status !== 'approved')
    return removeProfile(trx, 'approved_artists', event.data.id);
  const { id, artistName, profileImage, instagramHandle, location } = event.data;
  await upsertApprovedArtist(trx, {
    id,
    artist_name: artistName,
    profile_image: profileImage,
    instagram_handle: instagramHandle,
    location,
  });
}

export async function applyStudioEvent(
  trx: ClaimsDb,
  event: TypedEvent<(typeof STUDIO_SUBJECTS)[number]>,
): Promise<void> {
  if (event.subject === 'catalog.studio.deleted' || event.data.status !== 'approved')
    return removeProfile(trx, 'approved_studios', event.data.id);
  const { id, studioName, logo, handle, location } = event.data;
  await upsertApprovedStudio(trx, { id, studio_name: studioName, logo, handle, location });
}

export async function registerProfileConsumers(context: ClaimsContext): Promise<void> {
  await context.consume({ durable: 'claims-artists', subjects: ARTIST_SUBJECTS, handle: applyArtistEvent });
  await context.consume({ durable: 'claims-studios', subjects: STUDIO_SUBJECTS, handle: applyStudioEvent });
}
