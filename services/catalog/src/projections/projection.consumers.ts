import type { EventEnvelope } from '@inkbook/contracts/events';
import { subjects } from '@inkbook/contracts/events';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { bumpInquiryCounts, deleteVerifiedLink, upsertVerifiedLink } from './projection.repository';

// Projections catalog keeps from other services' events (DESIGN §4). Each handler runs inside the consumer's
// transaction, which also records the event id, so a redelivered event changes nothing.

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** Verified studio ↔ artist links: badges on artist profiles and Verified Artists on studio profiles. */
export async function applyClaimEvent(trx: CatalogDb, event: EventEnvelope): Promise<void> {
  const artistId = text(event.data.artistId);
  const studioId = text(event.data.studioId);
  if (!artistId || !studioId) return;
  const verified =
    event.subject === subjects.claimsClaimVerified ||
    (event.subject === subjects.claimsClaimUpdated && event.data.status === 'verified');
  if (verified) await upsertVerifiedLink(trx, artistId, studioId);
  else if (event.subject === subjects.claimsClaimUpdated) await deleteVerifiedLink(trx, artistId, studioId);
}

/**
 * Per-artist inquiry counts for the admin list. Studio inquiries carry no artistId and are ignored. An update
 * only moves the pending count when its snapshot says what the status was before (`previousStatus`): without it
 * a consumer that keeps no per-inquiry state cannot tell a change from a repeat, so it leaves the count alone.
 */
export async function applyInquiryEvent(trx: CatalogDb, event: EventEnvelope): Promise<void> {
  const artistId = text(event.data.artistId);
  if (!artistId) return;
  const status = text(event.data.status) ?? 'pending';
  switch (event.subject) {
    case subjects.inquiriesInquiryCreated:
      await bumpInquiryCounts(trx, artistId, { total: 1, pending: status === 'pending' ? 1 : 0 });
      return;
    case subjects.inquiriesInquiryUpdated: {
      const previous = text(event.data.previousStatus);
      if (!previous || previous === status) return;
      if (previous === 'pending') await bumpInquiryCounts(trx, artistId, { total: 0, pending: -1 });
      else if (status === 'pending') await bumpInquiryCounts(trx, artistId, { total: 0, pending: 1 });
      return;
    }
    case subjects.inquiriesInquiryDeleted:
      await bumpInquiryCounts(trx, artistId, { total: -1, pending: status === 'pending' ? -1 : 0 });
      return;
  }
}

export const CLAIMS_DURABLE = 'catalog-claims';
export const INQUIRIES_DURABLE = 'catalog-inquiries';

/** Our own artist and studio deletes remove their links in the same transaction, so no consumer is needed for them. */
export async function registerProjectionConsumers(context: CatalogContext): Promise<void> {
  await context.consume({
    durable: CLAIMS_DURABLE,
    subjects: [subjects.claimsClaimVerified, subjects.claimsClaimUpdated],
    handle: (trx, event) => applyClaimEvent(trx, event),
  });
  await context.consume({
    durable: INQUIRIES_DURABLE,
    subjects: [
      subjects.inquiriesInquiryCreated,
      subjects.inquiriesInquiryUpdated,
      subjects.inquiriesInquiryDeleted,
    ],
    handle: (trx, event) => applyInquiryEvent(trx, event),
  });
}
