import type { TypedEvent } from '@inkbook/contracts/events';
import type { InquiriesContext } from '../context';
import type { InquiriesDb } from '../db';
import { addVerifiedArtist, removePairsOf, removeVerifiedArtist } from './studio-artist-inquiry.repository';

// Which artists each studio has verified (DESIGN §4). Each handler runs in the consumer's transaction, which also
// records the event id (a redelivery changes nothing), and the event is acked after it commits.

// A claim becomes verified (and stops being) through an update; a new claim is never verified yet.
const CLAIM_SUBJECTS = ['claims.claim.updated'] as const;
const DELETED_SUBJECTS = ['catalog.artist.deleted', 'catalog.studio.deleted'] as const;

/** Only a `verified` claim makes a pair; any other status (denied, cancelled by a delist, pending again) undoes it. */
export async function applyClaimEvent(trx: InquiriesDb, event: TypedEvent<(typeof CLAIM_SUBJECTS)[number]>) {
  const { studioId, artistId, status } = event.data;
  if (status === 'verified') await addVerifiedArtist(trx, studioId, artistId);
  else await removeVerifiedArtist(trx, studioId, artistId);
}

export async function applyProfileDeleted(
  trx: InquiriesDb,
  event: TypedEvent<(typeof DELETED_SUBJECTS)[number]>,
) {
  const { id } = event.data;
  await removePairsOf(trx, event.subject === 'catalog.artist.deleted' ? { artistId: id } : { studioId: id });
}

export async function registerStudioArtistConsumers(context: InquiriesContext): Promise<void> {
  await context.consume({
    durable: 'inquiries-verified-artists',
    subjects: CLAIM_SUBJECTS,
    handle: applyClaimEvent,
  });
  await context.consume({
    durable: 'inquiries-verified-artists-deleted',
    subjects: DELETED_SUBJECTS,
    handle: applyProfileDeleted,
  });
}
