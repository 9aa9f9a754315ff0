import { parseMediaUrl } from '@inkbook/contracts/media';
import { publicMediaUrl } from '@inkbook/media';
import { registerApprovedProfiles } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import type { InquiriesDatabase } from '../db';

// Who may receive inquiries (DESIGN §4 projections): catalog's approved artists and studios, with what an inquiry
// needs of them.

/** Canonical media URLs, so a flash design picked at any rendition compares equal. */
const canonical = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    const parsed = parseMediaUrl(url);
    return parsed ? [publicMediaUrl(parsed.hash)] : [];
  });

export const registerRecipientConsumers = (context: InquiriesContext) =>
  registerApprovedProfiles<InquiriesDatabase>(context, {
    service: 'inquiries',
    artist: (artist) => ({
      id: artist.id,
      artist_name: artist.artistName,
      handle: artist.instagramHandle,
      phone: artist.phone,
      flash_images: canonical(artist.flashImages),
    }),
    studio: ({ id, studioName, handle }) => ({ id, studio_name: studioName, handle }),
  });
