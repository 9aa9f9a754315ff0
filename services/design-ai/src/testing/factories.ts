import type { DesignRequest } from '@inkbook/contracts/design';
import { type ServiceInstance, testedService } from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import { readDesignAiConfig } from '../config';
import type { DesignAiDatabase } from '../db';

// The design-ai service under test (useService), and what its callers send: every caller is anonymous here
// (visitors use the generator), told apart by address.

export const designAiService = testedService<DesignAiDatabase>('design-ai', (env, options) =>
  buildApp(readDesignAiConfig(env), options),
);

/** A request that passes validation: the spec's quick pick on a forearm. */
export const designRequest = (overrides: Partial<DesignRequest> = {}): DesignRequest => ({
  style: 'Traditional',
  subject: 'Rose',
  placement: 'arm-lower-arm',
  size: 'medium',
  colorOption: 'color',
  ...overrides,
});

/** POST /api/generate-design to `service` (the file's, or another instance of it) from `ip`. */
export const generate = (service: Pick<ServiceInstance, 'inject'>, body: unknown, ip?: string) =>
  service.inject({ method: 'POST', url: '/api/generate-design', payload: body as object }, null, ip);
