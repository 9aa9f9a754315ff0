import type { TypedEvent } from '@inkbook/contracts/events';
import type { CatalogContext } from '../context';
import type { CatalogDb } from '../db';
import { bumpInquiryCounts, deleteVerifiedLink, upsertVerifiedLink } from './projection.repository';

// Projections catalog keeps from other services' events (DESIGN §4). Each handler runs inside the consumer's
// transaction, which also records the event id, so a redelivered event changes nothing. Payloads arrive parsed
// by their subject's schema (malformed ones are parked by the kit before they get here).

// A claim becomes verified (and stops being) through an update; a new claim is never verified yet.
export const CLAIM_SUBJECTS = ['claims.claim.updated'] as const;
export const INQUIRY_SUBJECTS = [
  'inquiries.inquiry.created',
  'inquiries.inquiry.updated',
  'inquiries.inquiry.deleted',
] as const;

/** Verified studio ↔ artist links: badges on artist profiles and Verified Artists on studio profiles. */
export async function applyClaimEvent(
  trx: CatalogDb,
  event: TypedEvent<(typeof CLAIM_SUBJECTS)[number]>,
): Promise<void> {
  const { artistId, studioId, status } = event.data;
  if (status === 'verified') await upsertVerifiedLink(trx, artistId, studioId);
  else await deleteVerifiedLink(trx, artistId, studioId);
}

/**
 * Per-artist inquiry counts for the admin list (studio inquiries have subjects of their own). An update carries
 * the status it had before (`previousStatus`), so a consumer that keeps no per-inquiry state can tell a status
 * change from a repeat.
 */
export async function applyInquiryEvent(
  trx: CatalogDb,
  event: TypedEvent<(typeof INQUIRY_SUBJECTS)[number]>,
): Promise<void> {
  const { artistId, status } = event.data;
  switch (event.subject) {
    case 'inquiries.inquiry.created':
      await bumpInquiryCounts(trx, artistId, { total: 1, pending: status === 'pending' ? 1 : 0 });
      return;
    case 'inquiries.inquiry.updated': {
      const previous = event.data.previousStatus;
      if (previous === status) return;
      if (previous === 'pending') await bumpInquiryCounts(trx, artistId, { total: 0, pending: -1 });
      else if (status === 'pending') await bumpInquiryCounts(trx, artistId, { total: 0, pending: 1 });
      return;
    }
    case 'inquiries.inquiry.deleted':
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
    subjects: CLAIM_SUBJECTS,
    handle: (trx, event) => applyClaimEvent(trx, event),
  });
  await context.consume({
    durable: INQUIRIES_DURABLE,
    subjects: INQUIRY_SUBJECTS,
    handle: (trx, event) => applyInquiryEvent(trx, event),
  });
}
