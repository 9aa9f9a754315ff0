import { readFileSync } from 'node:fs';
import { serviceNames } from '@inkbook/contracts/events';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { gateway, services } from './services';

// The distributed run cannot import this list (docker-compose.yml is YAML, the gateway's defaults serve a gateway
// deployed alone), so they repeat its ports; these checks keep every copy equal to the list.
const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');

describe('the composition', () => {
  it('has one entry per service, with distinct ports and URL variables', () => {
    expect(services.map((s) => s.name).sort()).toEqual([...serviceNames].sort());
    expect(new Set([...services.map((s) => s.port), gateway.port]).size).toBe(services.length + 1);
    expect(new Set(services.map((s) => s.urlEnv)).size).toBe(services.length);
  });

  it('names only services it has as needs', () => {
    for (const entry of services) for (const need of entry.needs) expect(serviceNames).toContain(need);
  });

  it.each(services.map((s) => [s.name, s] as const))('%s: docker compose uses its port', (name, entry) => {
    expect(compose).toContain(`WORKSPACE: services/${name}`);
    expect(compose).toContain(`${entry.urlEnv}: http://${name}:${entry.port}`);
    expect(compose).toContain(`fetch('http://127.0.0.1:${entry.port}/readyz')`);
  });

  it('the gateway defaults to each service at its port', () => {
    const config: Record<string, unknown> = readGatewayConfig({ INTERNAL_SECRET: TEST_SECRET });
    for (const entry of services) expect(config[entry.urlEnv]).toBe(`http://127.0.0.1:${entry.port}`);
    expect(config.PORT).toBe(gateway.port);
  });
});
