import { aftercareEndpoints } from '@inkbook/contracts/aftercare-endpoints';
import type { Booking, BookingListQuery, BookingSettings, Offer } from '@inkbook/contracts/booking';
import { bookingEndpoints } from '@inkbook/contracts/booking-endpoints';
import type { EventSubject } from '@inkbook/contracts/events';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { aftercareApi, bookingApi } from '@/lib/api';
import { urlFor } from '@/lib/api-client';
import { useServerEvents } from '@/lib/server-events';

// The one way the web reads offers, bookings, booking settings and the calendar feed (issue 23): query keys and
// options here, calls through `bookingApi` (each screen's mutations call it directly), and one hook that keeps
// every booking screen live from /api/events.

/** Which side of an account that is both an artist and a studio (`?as=`). */
export type OwnerAs = 'artist' | 'studio';

export const bookingKeys = {
  all: ['bookings'] as const,
  offers: (inquiryId: string) => ['bookings', 'offers', inquiryId] as const,
  lists: ['bookings', 'list'] as const,
  list: (query: Partial<BookingListQuery>) => ['bookings', 'list', query] as const,
  booking: (id: string) => ['bookings', 'booking', id] as const,
  /** The settings under every side they are read as. */
  allSettings: ['bookings', 'settings'] as const,
  settings: (as?: OwnerAs) => ['bookings', 'settings', as ?? 'own'] as const,
  feed: (as?: OwnerAs) => ['bookings', 'feed', as ?? 'own'] as const,
};

/** An inquiry's offers, newest first (its parties). */
export const offersQueryOptions = (inquiryId: string) =>
  queryOptions({
    queryKey: bookingKeys.offers(inquiryId),
    queryFn: ({ signal }) => bookingApi.listOffers({ query: { inquiryId }, signal }).then((a) => a.offers),
  });

/** The open offer, or the newest one when none is open. */
export const currentOffer = (offers: readonly Offer[] | undefined) =>
  offers?.find((offer) => offer.status === 'open') ?? offers?.[0];

/** The signed-in person's bookings (as client, artist or studio); `from`/`to` bound session starts. */
export const bookingsQueryOptions = (query: Partial<BookingListQuery> = {}) =>
  queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) =>
      bookingApi.list({ query: query as Record<string, string | number | undefined>, signal }),
  });

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.booking(id),
    queryFn: ({ signal }) => bookingApi.get({ params: { id }, signal }).then((a) => a.booking),
  });

export const bookingSettingsQueryOptions = (as?: OwnerAs) =>
  queryOptions({
    queryKey: bookingKeys.settings(as),
    queryFn: ({ signal }) => bookingApi.settings({ query: as ? { as } : {}, signal }),
  });

export const calendarFeedQueryOptions = (as?: OwnerAs) =>
  queryOptions({
    queryKey: bookingKeys.feed(as),
    queryFn: ({ signal }) => bookingApi.feed({ query: as ? { as } : {}, signal }),
  });

/** The booking's .ics, for an 'Add to calendar' link (a plain download: the session cookie goes with it). */
export const bookingCalendarUrl = (id: string) => urlFor(bookingEndpoints.calendar, { params: { id } });

/** Puts a booking an action answered into the cache, and refreshes the lists and offers it appears in. */
export function storeBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData(bookingKeys.booking(booking.id), booking);
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.offers(booking.inquiryId) });
}

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

/**
 * Puts the settings a save answered into the cache under the side it saved, and refreshes them under every side:
 * the offer form reads them as 'artist' or 'studio', the Bookings tab as the side it is on or as the account's own,
 * and those may be the same settings.
 */
export function storeSettings(queryClient: QueryClient, as: OwnerAs | undefined, settings: BookingSettings) {
  queryClient.setQueryData(bookingKeys.settings(as), settings);
  return queryClient.invalidateQueries({ queryKey: bookingKeys.allSettings });
}

const BOOKING_SUBJECTS: EventSubject[] = [
  'bookings.offer.created',
  'bookings.offer.updated',
  'bookings.booking.created',
  'bookings.booking.updated',
];

/**
 * Keeps every offer and booking on screen current while mounted: any booking event the signed-in person may see
 * (the gateway filters) refreshes the offers and bookings it concerns; a reconnect refreshes them all.
 */
export function useLiveBookings() {
  const queryClient = useQueryClient();
  useServerEvents({
    subjects: BOOKING_SUBJECTS,
    onEvent: (subject, snapshot) => {
      const data = snapshot as { id?: string; inquiryId?: string };
      if (data.inquiryId)
        void queryClient.invalidateQueries({ queryKey: bookingKeys.offers(data.inquiryId) });
      if (subject.startsWith('bookings.booking.') && data.id) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(data.id) });
      }
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

// ─── Issue 24: the client's side (consent form, healed photos) ───────────────────────────────────────────────────

/**
 * A booking's consent form, keyed under the booking's own key: every event of that booking (`useLiveBookings`
 * refreshes `bookingKeys.booking(id)` and what lies under it) refreshes it too, `consent_signed` and `confirmed` (it
 * opens) among them.
 */
export const consentQueryKey = (id: string) => [...bookingKeys.booking(id), 'consent'] as const;

export const consentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consentQueryKey(id),
    queryFn: ({ signal }) => aftercareApi.consent({ params: { id }, signal }),
  });

/** The signed form as a PDF (a plain download: the session cookie goes with it). */
export const consentPdfUrl = (id: string) => urlFor(aftercareEndpoints.consentPdf, { params: { id } });

/** The booking an inquiry's offers made: the newest offer's that has one (offers come newest first). */
export const bookedId = (offers: readonly Offer[] | undefined) =>
  offers?.find((offer) => offer.bookingId)?.bookingId ?? undefined;

/** Puts the healed photos an upload answered on the cached booking, and refreshes it and the lists. */
export function storeHealedPhotos(queryClient: QueryClient, id: string, photos: Booking['healedPhotos']) {
  queryClient.setQueryData<Booking>(bookingKeys.booking(id), (booking) =>
    booking ? { ...booking, healedPhotos: photos } : booking,
  );
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
  return queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id), exact: true });
}
