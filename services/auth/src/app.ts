import cookie from '@fastify/cookie';
import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import type { AuthConfig } from './config';
import type { AuthDatabase } from './db';
import { migrations } from './migrations';
import { deviceCookieKey } from './sessions/device-cookie';
import { createLoginLimiter } from './sessions/login-limiter';
import { registerSessionRoutes } from './sessions/session.routes';
import { purgeExpiredSessions } from './sessions/session.service';
import { registerAccountRoutes } from './users/account.routes';
import { seedAdmin } from './users/account.service';
import { registerUserConsumers } from './users/user.consumers';

/** The auth service: users, sessions, sign-in and the account API (DESIGN §1, §3). */
export function buildApp(config: AuthConfig, options: ServiceOptions = {}) {
  return createServiceApp<AuthDatabase>(
    {
      name: 'auth',
      migrations,
      async register(app, context) {
        await app.register(cookie);
        const limiter = createLoginLimiter(app, config);
        const policy = {
          everyone: {
            idleSeconds: config.SESSION_IDLE_SECONDS,
            absoluteSeconds: config.SESSION_ABSOLUTE_SECONDS,
          },
          admin: {
            idleSeconds: config.ADMIN_SESSION_IDLE_SECONDS,
            absoluteSeconds: config.ADMIN_SESSION_ABSOLUTE_SECONDS,
          },
        };
        registerSessionRoutes(app, {
          db: context.db,
          policy,
          limiter,
          secureCookie: config.COOKIE_SECURE,
          deviceKey: deviceCookieKey(config.INTERNAL_SECRET),
        });
        registerAccountRoutes(app, context.db);
        await registerUserConsumers(context);

        if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
          await seedAdmin(context.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
        const purge = setInterval(() => void purgeExpiredSessions(context.db).catch(() => {}), 3600_000);
        purge.unref();
        app.addHook('onClose', async () => clearInterval(purge));
      },
    },
    config,
    options,
  );
}
