import { createServiceApp, type ServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import { migrations } from './migrations';

/** The design-ai service (DESIGN §1). */
export function buildApp(config: ServiceConfig, options: ServiceOptions = {}) {
  return createServiceApp({ name: 'design-ai', migrations, register() {} }, config, options);
}
