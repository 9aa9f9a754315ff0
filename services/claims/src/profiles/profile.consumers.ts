import {
  type ArtistProfileEvent,
  approvedProfileOf,
  artistProfileSubjects,
  type StudioProfileEvent,
  studioProfileSubjects,
} from '@inkbook/contracts/events';
import type { ClaimsContext } from '../context';
import type { ClaimsDb } from '../db';
import { removeProfile, upsertApprovedArtist, upsertApprovedStudio } from './profile.repository';

// Claims keeps artist and studio summaries (DESIGN §4): only approved profiles may be claimed, and reads embed
// what the dashboards show of the other party. A profile that stops being approved, or is deleted, leaves at once.

export async function applyArtistEvent(trx: ClaimsDb, event: ArtistProfileEvent): Promise<void> {
  const artist = approvedProfileOf(event);
  if (!artist) return removeProfile(trx, 'approved_artists', event.data.id);
  const { id, artistName, profileImage, instagramHandle, location } = artist;
  await upsertApprovedArtist(trx, {
    id,
    artist_name: artistName,
    profile_image: profileImage,
    instagram_handle: instagramHandle,
    location,
  });
}

export async function applyStudioEvent(trx: ClaimsDb, event: StudioProfileEvent): Promise<void> {
  const studio = approvedProfileOf(event);
  if (!studio) return removeProfile(trx, 'approved_studios', event.data.id);
  const { id, studioName, logo, handle, location } = studio;
  await upsertApprovedStudio(trx, { id, studio_name: studioName, logo, handle, location });
}

export async function registerProfileConsumers(context: ClaimsContext): Promise<void> {
  await context.consume({
    durable: 'claims-artists',
    subjects: artistProfileSubjects,
    handle: applyArtistEvent,
  });
  await context.consume({
    durable: 'claims-studios',
    subjects: studioProfileSubjects,
    handle: applyStudioEvent,
  });
}
