import { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { ownerOf } from '../shared/parties';
import { settingsOf, updateSettings } from './settings.service';

/**
 * GET/PUT /api/bookings/settings (issue 23 item 3): the signed-in artist's or studio's own (`?as=` for an
 * artist-studio login); signed out 401, anyone without an artist or studio profile 403.
 */
export function registerSettingsRoutes(app: ServiceApp, context: BookingsContext): void {
  registerRoute(app, bookingRoutes.settings, async (request) => {
    const owner = ownerOf(requireUser(request), request.query.as);
    return settingsOf(context.db, owner.kind, owner.id);
  });

  registerRoute(app, bookingRoutes.updateSettings, async (request) =>
    updateSettings(context.db, ownerOf(requireUser(request), request.query.as), request.body),
  );
}
