import type { BookingsContext } from '../context';
import { addVerifiedArtist, removeVerifiedArtist } from './verified-artist.repository';

// Which artists each studio verified (claims' events; DESIGN §4): the artists a studio's offer may name (issue 23
// item 4). Handled in the consumer's transaction, which also records the event id, so a redelivery changes nothing.

export const registerVerifiedArtistConsumers = (context: BookingsContext) =>
  context.consume({
    durable: 'bookings-verified-artists',
    subjects: ['claims.claim.created', 'claims.claim.updated'],
    async handle(trx, event) {
      const { studioId, artistId, status } = event.data;
      // Only a verified claim makes the pair; any other status (pending, denied, cancelled by a delist) undoes it.
      if (status === 'verified') await addVerifiedArtist(trx, studioId, artistId);
      else await removeVerifiedArtist(trx, studioId, artistId);
    },
  });
