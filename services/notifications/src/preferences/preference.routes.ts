import { notificationRoutes } from '@inkbook/contracts/notification-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { NotificationsContext } from '../context';
import * as preferences from './preference.service';

/** RFC 8058 lets the mail client send its one-click POST as either form encoding; its body says nothing else. */
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 4 * 1024;

/** Email preferences (signed in) and the unsubscribe links of emails (a signed token, no session). */
export async function registerPreferenceRoutes(app: ServiceApp, context: NotificationsContext) {
  const secret = context.config.INTERNAL_SECRET;

  registerRoute(app, notificationRoutes.preferences, async (request) =>
    preferences.preferencesOf(context.db, requireUser(request)),
  );

  registerRoute(app, notificationRoutes.updatePreferences, async (request) =>
    preferences.updatePreferences(context.db, requireUser(request), request.body.email),
  );

  registerRoute(app, notificationRoutes.describeUnsubscribe, async (request) => {
    const { email, category } = preferences.describeToken(secret, request.query.token);
    return { category, email: preferences.maskEmail(email) };
  });

  registerRoute(app, notificationRoutes.unsubscribe, async (request) =>
    preferences.unsubscribe(context.db, secret, request.body.token),
  );

  // Form bodies are accepted on this route alone (its own scope): everything else stays JSON.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ONE_CLICK_TYPES,
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerRoute(scope as ServiceApp, notificationRoutes.oneClickUnsubscribe, async (request) =>
      preferences.unsubscribe(context.db, secret, request.query.token),
    );
  });
}
