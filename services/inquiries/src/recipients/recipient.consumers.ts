import {
  type ArtistProfileEvent,
  approvedProfileOf,
  artistProfileSubjects,
  type StudioProfileEvent,
  studioProfileSubjects,
} from '@inkbook/contracts/events';
import { parseMediaUrl } from '@inkbook/contracts/media';
import { publicMediaUrl } from '@inkbook/media';
import type { InquiriesContext } from '../context';
import type { InquiriesDb } from '../db';
import {
  deleteApprovedArtist,
  deleteApprovedStudio,
  upsertApprovedArtist,
  upsertApprovedStudio,
} from './recipient.repository';

// Who may receive inquiries (DESIGN §4 projections): catalog's approved artists and studios, with what an inquiry
// needs of them. A profile that stops being approved (or is deleted) leaves the projection at once.

/** Canonical media URLs, so a flash design picked at any rendition compares equal. */
const canonical = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    const parsed = parseMediaUrl(url);
    return parsed ? [publicMediaUrl(parsed.hash)] : [];
  });

export async function applyArtistEvent(trx: InquiriesDb, event: ArtistProfileEvent): Promise<void> {
  const artist = approvedProfileOf(event);
  if (!artist) return deleteApprovedArtist(trx, event.data.id);
  await upsertApprovedArtist(trx, {
    id: artist.id,
    artist_name: artist.artistName,
    handle: artist.instagramHandle,
    phone: artist.phone,
    flash_images: canonical(artist.flashImages),
  });
}

export async function applyStudioEvent(trx: InquiriesDb, event: StudioProfileEvent): Promise<void> {
  const studio = approvedProfileOf(event);
  if (!studio) return deleteApprovedStudio(trx, event.data.id);
  const { id, studioName, handle } = studio;
  await upsertApprovedStudio(trx, { id, studio_name: studioName, handle });
}

export async function registerRecipientConsumers(context: InquiriesContext): Promise<void> {
  await context.consume({
    durable: 'inquiries-artists',
    subjects: artistProfileSubjects,
    handle: applyArtistEvent,
  });
  await context.consume({
    durable: 'inquiries-studios',
    subjects: studioProfileSubjects,
    handle: applyStudioEvent,
  });
}
