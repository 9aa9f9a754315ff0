import { createServiceApp, type ServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import { migrations } from './migrations';

/** The claims service (DESIGN §1). */
export function buildApp(config: ServiceConfig, options: ServiceOptions = {}) {
  return createServiceApp({ name: 'claims', migrations, register() {} }, config, options);
}
