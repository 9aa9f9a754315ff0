import { createServiceApp, type ServiceConfig, type ServiceOptions } from '@inkbook/service-kit';
import { migrations } from './migrations';

/** The inquiries service (DESIGN §1). */
export function buildApp(config: ServiceConfig, options: ServiceOptions = {}) {
  return createServiceApp({ name: 'inquiries', migrations, register() {} }, config, options);
}
