import { registerApprovedProfiles } from '@inkbook/service-kit';
import type { ClaimsContext } from '../context';
import type { ClaimsDatabase } from '../db';

// Claims keeps artist and studio summaries (DESIGN §4): only approved profiles may be claimed, and reads embed
// what the dashboards show of the other party.

export const registerProfileConsumers = (context: ClaimsContext) =>
  registerApprovedProfiles<ClaimsDatabase>(context, {
    service: 'claims',
    artist: ({ id, artistName, profileImage, instagramHandle, location }) => ({
      id,
      artist_name: artistName,
      profile_image: profileImage,
      instagram_handle: instagramHandle,
      location,
    }),
    studio: ({ id, studioName, logo, handle, location }) => ({
      id,
      studio_name: studioName,
      logo,
      handle,
      location,
    }),
  });
