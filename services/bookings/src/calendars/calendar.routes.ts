import { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { notFound, registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { ownerOf } from '../shared/parties';
import { bookingCalendar, feedCalendar, feedUrl, rotateFeed } from './calendar.service';

const ICS_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  // A booking's times and a client's first name: no cache keeps them (a feed is re-read on every poll anyway).
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A booking's .ics, the feed URL, its rotation and the feed itself (issue 23 item 9). */
export async function registerCalendarRoutes(app: ServiceApp, context: BookingsContext): Promise<void> {
  registerRoute(app, bookingRoutes.calendar, async (request, reply) => {
    const ics = await bookingCalendar(context.db, requireUser(request), request.params.id);
    return reply
      .headers({ ...ICS_HEADERS, 'content-disposition': 'attachment; filename="inkbook-booking.ics"' })
      .send(ics);
  });

  registerRoute(app, bookingRoutes.feed, async (request) =>
    feedUrl(context, ownerOf(requireUser(request), request.query.as)),
  );

  registerRoute(app, bookingRoutes.rotateFeed, async (request) =>
    rotateFeed(context, ownerOf(requireUser(request), request.query.as)),
  );

  // No session: the secret token is the only key (calendar apps poll it without cookies).
  registerRoute(app, bookingRoutes.feedFile, async (request, reply) => {
    const ics = await feedCalendar(context.db, request.params.token);
    if (ics === null) throw notFound('Calendar not found');
    return reply.headers(ICS_HEADERS).send(ics);
  });
}
