import cookie from '@fastify/cookie';
import { createRateLimits, createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import type { AuthConfig } from './config';
import { registerAccountExport } from './data-export/export-part';
import type { AuthDatabase } from './db';
import { deleteExpiredLinkTokens } from './links/link.repository';
import { registerLinkRoutes } from './links/link.routes';
import { createResetLimiter } from './links/reset-limiter';
import { migrations } from './migrations';
import { deviceCookieKey } from './sessions/device-cookie';
import { createLoginLimiter } from './sessions/login-limiter';
import { registerSessionRoutes } from './sessions/session.routes';
import { purgeExpiredSessions } from './sessions/session.service';
import { registerAccountRoutes } from './users/account.routes';
import { seedAdmin } from './users/account.service';
import { registerErasureConsumers, registerUserConsumers } from './users/user.consumers';

/**
 * The auth service: users, sessions, sign-in, the account API (DESIGN §1, §3), and the single-use links it has
 * notifications mail (verify the address, reset the password, take over an unverified account).
 */
export function buildApp(config: AuthConfig, options: ServiceOptions = {}) {
  return createServiceApp<AuthDatabase>(
    {
      name: 'auth',
      migrations,
      async register(app, context) {
        await app.register(cookie);
        // Every auth count (sign-in failures, reset requests) in one table and pool, apart by key prefix.
        const limits = createRateLimits(app, config, { service: 'auth', table: 'login_limits', poolSize: 3 });
        const limiter = createLoginLimiter(limits, config);
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
        registerAccountRoutes(app, {
          db: context.db,
          takeOverIntervalSeconds: config.TAKE_OVER_LINK_INTERVAL_SECONDS,
        });
        registerLinkRoutes(app, { db: context.db, resetLimiter: createResetLimiter(limits, config) });
        registerAccountExport(app, context.db);
        await registerUserConsumers(context);
        await registerErasureConsumers(context);

        const { ADMIN_EMAIL, ADMIN_PASSWORD } = config;
        if (ADMIN_EMAIL && ADMIN_PASSWORD)
          await context.db.transaction().execute((trx) => seedAdmin(trx, ADMIN_EMAIL, ADMIN_PASSWORD));
        const purgeExpired = async () => {
          await purgeExpiredSessions(context.db);
          await deleteExpiredLinkTokens(context.db, new Date().toISOString());
        };
        const purge = setInterval(() => void purgeExpired().catch(() => {}), 3600_000);
        purge.unref();
        app.addHook('onClose', async () => clearInterval(purge));
      },
    },
    config,
    options,
  );
}
