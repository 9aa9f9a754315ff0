import { createServiceApp, type ServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import { registerClaimRoutes } from './claims/claim.routes';
import type { ClaimsDatabase } from './db';
import { migrations } from './migrations';
import { registerProfileConsumers } from './profiles/profile.consumers';

/** The claims service: studio ↔ artist verification, with summaries of approved profiles (DESIGN §1, §4). */
export function buildApp(config: ServiceConfig, options: ServiceOptions = {}) {
  return createServiceApp<ClaimsDatabase>(
    {
      name: 'claims',
      migrations,
      async register(app, context) {
        registerClaimRoutes(app, context);
        await registerProfileConsumers(context);
      },
    },
    config,
    options,
  );
}
