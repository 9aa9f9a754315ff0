import type { TypedEvent } from '@inkbook/contracts/events';
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

export const ARTIST_SUBJECTS = [
  'catalog.artist.submitted',
  'catalog.artist.updated',
  'catalog.artist.deleted',
] as const;
export const STUDIO_SUBJECTS = [
  'catalog.studio.submitted',
  'catalog.studio.updated',
  'catalog.studio.deleted',
] as const;

/** Canonical media URLs, so a flash design picked at any rendition compares equal. */
const canonical = (urls: readonly string[]) =>
  urls.flatMap((url) => {
    const parsed = parseMediaUrl(url);
    return parsed ? [publicMediaUrl(parsed.hash)] : [];
  });

export async function applyArtistEvent(
  trx: InquiriesDb,
  event: TypedEvent<(typeof ARTIST_SUBJECTS)[number]>,
): Promise<void> {
  if (event.subject === 'catalog.artist.deleted' || event.data.status !== 'approved') {
    await deleteApprovedArtist(trx, event.data.id);
    return;
  }
  const artist = event.data;
  await upsertApprovedArtist(trx, {
    id: artist.id,
    artist_name: artist.artistName,
    handle: artist.instagramHandle,
    phone: artist.phone,
    flash_images: canonical(artist.flashImages),
  });
}

export async function applyStudioEvent(
  trx: InquiriesDb,
  event: TypedEvent<(typeof STUDIO_SUBJECTS)[number]>,
): Promise<void> {
  if (event.subject === 'catalog.studio.deleted' || event.data.status !== 'approved') {
    await deleteApprovedStudio(trx, event.data.id);
    return;
  }
  const { id, studioName, handle } = event.data;
  await upsertApprovedStudio(trx, { id, studio_name: studioName, handle });
}

export async function registerRecipientConsumers(context: InquiriesContext): Promise<void> {
  await context.consume({
    durable: 'inquiries-artists',
    subjects: ARTIST_SUBJECTS,
    handle: (trx, event) => applyArtistEvent(trx, event),
  });
  await context.consume({
    durable: 'inquiries-studios',
    subjects: STUDIO_SUBJECTS,
    handle: (trx, event) => applyStudioEvent(trx, event),
  });
}
