import { readFileSync } from 'node:fs';
import { gatewayPort, serviceList, serviceNames } from '@inkbook/contracts/services';
import { readGatewayConfig } from '@inkbook/gateway/config';
import { upstreams } from '@inkbook/gateway/routes';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { gateway, services } from './services';

// The distributed run cannot import the list (docker-compose.yml is YAML), so it repeats it; these checks keep it,
// and the gateway's routing table, equal to the list: a service added there and forgotten here fails.
interface ComposeService {
  build?: { args?: { WORKSPACE?: string } };
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  healthcheck?: { test?: string[] };
}
const compose: { services: Record<string, ComposeService> } = parse(
  readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8'),
  { merge: true },
);
const composed = (name: string) => compose.services[name] ?? {};
const internalUrl = (name: string, port: number) => `http://${name}:${port}`;

describe('the list of services', () => {
  it('has distinct names, ports and URL variables, and needs only services it lists', () => {
    expect(new Set(serviceNames).size).toBe(serviceList.length);
    expect(new Set([...serviceList.map((s) => s.port), gatewayPort]).size).toBe(serviceList.length + 1);
    expect(new Set(serviceList.map((s) => s.urlEnv)).size).toBe(serviceList.length);
    for (const entry of serviceList) for (const need of entry.needs) expect(serviceNames).toContain(need);
  });

  it('gives the composition a build for each service', () => {
    expect(services.map((s) => s.name)).toEqual(serviceNames);
    for (const entry of services) expect(entry.build).toBeTypeOf('function');
  });

  it('docker compose runs no service the list lacks', () => {
    const apps = Object.keys(compose.services).filter(
      (name) => !['postgres', 'nats', 'gateway', 'mailpit'].includes(name),
    );
    expect(apps.sort()).toEqual([...serviceNames].sort());
  });

  it.each(serviceList.map((s) => [s.name, s] as const))(
    '%s: docker compose runs and wires it',
    (name, entry) => {
      const service = composed(name);
      expect(service.build?.args?.WORKSPACE).toBe(`services/${name}`);
      expect(service.environment?.PORT).toBe(String(entry.port));
      expect(service.healthcheck?.test?.join(' ')).toContain(`http://127.0.0.1:${entry.port}/readyz`);
      for (const need of serviceList.filter((s) => (entry.needs as readonly string[]).includes(s.name)))
        expect(service.environment?.[need.urlEnv]).toBe(internalUrl(need.name, need.port));

      const front = composed('gateway');
      expect(front.environment?.[entry.urlEnv]).toBe(internalUrl(name, entry.port));
      expect(front.depends_on).toHaveProperty([name]);
    },
  );

  it.each(serviceList.map((s) => [s.name, s] as const))(
    '%s: the gateway routes its prefixes to it',
    (name, entry) => {
      expect(entry.prefixes.length).toBeGreaterThan(0);
      expect(upstreams.filter((u) => u.service === name).map((u) => u.prefixes)).toEqual([entry.prefixes]);
      const others = serviceList.filter((s) => s.name !== name).flatMap((s) => s.prefixes);
      for (const prefix of entry.prefixes) expect(others).not.toContain(prefix);
    },
  );

  it('the gateway defaults to each service at its port, and listens where docker compose publishes it', () => {
    const config: Record<string, unknown> = readGatewayConfig({ INTERNAL_SECRET: TEST_SECRET });
    for (const entry of serviceList) expect(config[entry.urlEnv]).toBe(`http://127.0.0.1:${entry.port}`);
    expect(config.PORT).toBe(gateway.port);
    expect(composed('gateway').environment?.PORT).toBe(String(gatewayPort));
  });
});
