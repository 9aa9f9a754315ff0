import type { TypedEvent } from '@inkbook/contracts/events';
import { enqueueEvent } from '@inkbook/service-kit';
import type { Transaction } from 'kysely';
import { toArtist } from '../artists/artist.mapper';
import type { CatalogContext } from '../context';
import type { CatalogDatabase } from '../db';
import { toStudio } from '../studios/studio.mapper';
import { claimFlash, countArtistInquiry, countStudioInquiry } from './books.repository';
import { canonicalFlashUrl } from './books.update';

// What inquiries' events do to books and flash (issue 26). Each handler runs inside the consumer's transaction,
// which also records the event id, so a redelivered event is not counted twice; the profile's updated event goes
// into the outbox in the same transaction.

export const BOOKS_SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.studio-inquiry.created',
  'inquiries.flash.claimed',
] as const;
export const BOOKS_DURABLE = 'catalog-books';

/**
 * An inquiry takes one of the request cap's spots, unless it came through a waitlist invite (those are let in
 * while the books are closed, on top of the cap). Reaching the cap moves the books to 'waitlist', which other
 * services learn from the profile's updated event.
 */
async function countAgainstCap(
  trx: Transaction<CatalogDatabase>,
  event: TypedEvent<'inquiries.inquiry.created' | 'inquiries.studio-inquiry.created'>,
) {
  if (event.data.fromWaitlist) return;
  if (event.subject === 'inquiries.inquiry.created') {
    const row = await countArtistInquiry(trx, event.data.artistId, event.data.createdAt);
    if (row?.books_status === 'waitlist') await enqueueEvent(trx, 'catalog.artist.updated', toArtist(row));
  } else {
    const row = await countStudioInquiry(trx, event.data.studioId, event.data.createdAt);
    if (row?.books_status === 'waitlist') await enqueueEvent(trx, 'catalog.studio.updated', toStudio(row));
  }
}

export async function applyBooksEvent(
  trx: Transaction<CatalogDatabase>,
  event: TypedEvent<(typeof BOOKS_SUBJECTS)[number]>,
): Promise<void> {
  if (event.subject !== 'inquiries.flash.claimed') return countAgainstCap(trx, event);
  const row = await claimFlash(trx, event.data.artistId, canonicalFlashUrl(event.data.url));
  if (row) await enqueueEvent(trx, 'catalog.artist.updated', toArtist(row));
}

export const registerBooksConsumers = (context: CatalogContext) =>
  context.consume({
    durable: BOOKS_DURABLE,
    subjects: BOOKS_SUBJECTS,
    handle: (trx, event) => applyBooksEvent(trx, event),
  });
