import { createServiceApp, type ServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import { migrations } from './migrations';

/** The catalog service (DESIGN §1). */
export function buildApp(config: ServiceConfig, options: ServiceOptions = {}) {
  return createServiceApp({ name: 'catalog', migrations, register() {} }, config, options);
}
