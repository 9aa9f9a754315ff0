import { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import {
  cancelBooking,
  completeSession,
  markDepositReceived,
  markNoShow,
  refundDeposit,
  scheduleSession,
  sendDeposit,
} from './booking.service';
import { listBookings, readBooking } from './booking-read.service';

/**
 * GET /api/bookings, /api/bookings/{id} and every action of issue 23 item 5. Each needs a signed-in person (401);
 * the service answers who may read (the booking's client and recipient, admins) and act (one side, never admins).
 */
export async function registerBookingRoutes(app: ServiceApp, context: BookingsContext): Promise<void> {
  registerRoute(app, bookingRoutes.list, async (request) =>
    listBookings(context.db, requireUser(request), request.query),
  );
  registerRoute(app, bookingRoutes.get, async (request) =>
    readBooking(context.db, requireUser(request), request.params.id),
  );

  registerRoute(app, bookingRoutes.depositSent, async (request) =>
    sendDeposit(context, requireUser(request), request.params.id),
  );
  registerRoute(app, bookingRoutes.depositReceived, async (request) =>
    markDepositReceived(context, requireUser(request), request.params.id, request.body.method),
  );
  registerRoute(app, bookingRoutes.depositRefunded, async (request) =>
    refundDeposit(context, requireUser(request), request.params.id),
  );

  registerRoute(app, bookingRoutes.moveSession, async (request) =>
    scheduleSession(context, requireUser(request), request.params.id, request.params.n, request.body.start),
  );
  registerRoute(app, bookingRoutes.completeSession, async (request) =>
    completeSession(context, requireUser(request), request.params.id, request.params.n),
  );
  registerRoute(app, bookingRoutes.noShow, async (request) =>
    markNoShow(context, requireUser(request), request.params.id, request.params.n),
  );

  registerRoute(app, bookingRoutes.cancel, async (request) =>
    cancelBooking(context, requireUser(request), request.params.id, request.body.reason),
  );
}
