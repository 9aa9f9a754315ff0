import type { Offer } from '@inkbook/contracts/booking';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-api';

/**
 * Shows an offer an action answered in its inquiry's offers (newest first): in its place, or on top when new. A new
 * offer has withdrawn the open one on the server, so the cached one shows as withdrawn until the list, fetched
 * afresh here, arrives.
 */
export function storeOffer(queryClient: QueryClient, offer: Offer) {
  const key = bookingKeys.offers(offer.inquiryId);
  queryClient.setQueryData<Offer[]>(key, (offers = []) => {
    const updated = offers.map((each) => {
      if (each.id === offer.id) return offer;
      return offer.status === 'open' && each.status === 'open'
        ? { ...each, status: 'withdrawn' as const }
        : each;
    });
    return updated.some((each) => each.id === offer.id) ? updated : [offer, ...updated];
  });
  return queryClient.invalidateQueries({ queryKey: key });
}
