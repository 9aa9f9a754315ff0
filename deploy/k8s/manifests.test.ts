import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { violations } from './testing/policies';
import {
  type K8sObject,
  type Overlay,
  objectName,
  overlays,
  render,
  renderDirectory,
} from './testing/render';
import { KUBERNETES_SCHEMA_VERSION, schemaProblems } from './testing/schemas';

const rendered = Object.fromEntries(overlays.map((overlay) => [overlay, render(overlay)])) as Record<
  Overlay,
  K8sObject[]
>;

const countsByKind = (objects: K8sObject[]) =>
  Object.fromEntries(
    [...new Set(objects.map((o) => o.kind))]
      .sort()
      .map((kind) => [kind, objects.filter((o) => o.kind === kind).length]),
  );

afterAll(() => {
  // The "Measured": how many objects each overlay renders (deploy/k8s/README.md records them).
  for (const overlay of overlays) {
    console.info(`${overlay}: ${rendered[overlay].length} objects`, countsByKind(rendered[overlay]));
  }
});

describe.each(overlays)('the %s overlay', (overlay) => {
  const objects = rendered[overlay];

  it(`matches the Kubernetes ${KUBERNETES_SCHEMA_VERSION} schemas and the vendored CRD schemas, object by object`, async () => {
    const problems = (await Promise.all(objects.map(schemaProblems))).flat();
    expect(problems.map((p) => `${overlay}: ${p.object} ${p.field}: ${p.rule}`)).toEqual([]);
  });

  it('keeps every policy', () => {
    expect(violations(objects, overlay).map((v) => `${overlay}: ${v.object} ${v.field}: ${v.rule}`)).toEqual(
      [],
    );
  });

  it('runs the gateway and every service, each with its migration Job (the gateway has none)', () => {
    const names = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name);
    const services = ['auth', 'catalog', 'inquiries', 'claims', 'design-ai', 'notifications', 'bookings'];
    expect(names('Deployment').sort()).toEqual(['gateway', ...services].sort());
    expect(names('Job').sort()).toEqual(services.map((s) => `${s}-migrate`).sort());
  });
});

describe('the production overlay', () => {
  const objects = rendered.production;
  const find = (kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name) as K8sObject & {
      spec: Record<string, unknown>;
    };

  it('runs Postgres as a CloudNativePG Cluster of three and NATS as three JetStream servers that fsync every write', () => {
    expect(find('Cluster', 'postgres').spec.instances).toBe(3);
    expect(find('StatefulSet', 'nats').spec.replicas).toBe(3);
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('nats-config')) as
      | (K8sObject & { data: Record<string, string> })
      | undefined;
    const natsConf = config?.data['nats.conf'];
    expect(natsConf).toMatch(/sync_interval: always/);
    expect(natsConf).toMatch(/routes: \[[^\]]*nats-2\.nats-headless:6222/);
  });
});

describe('a bad manifest', () => {
  const deployment = (container: Record<string, unknown>): K8sObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'bad' },
    spec: {
      selector: { matchLabels: { app: 'bad' } },
      template: {
        metadata: { labels: { app: 'bad' } },
        spec: { containers: [{ name: 'app', ...container }] },
      },
    },
  });

  it('fails its schema with the object, the field and the rule', async () => {
    const problems = await schemaProblems(
      deployment({ image: 'bad:1.0', ports: [{ containerPort: 'http' }] }),
    );
    expect(problems).toContainEqual({
      object: 'Deployment/bad',
      field: '/spec/template/spec/containers/0/ports/0/containerPort',
      rule: `Kubernetes ${KUBERNETES_SCHEMA_VERSION} schema: must be integer`,
    });
  });

  it('fails the vendored CloudNativePG schema on a field it does not know', async () => {
    const cluster: K8sObject = {
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'Cluster',
      metadata: { name: 'postgres' },
      spec: { instances: 3, storage: { sise: '20Gi' } },
    };
    expect(await schemaProblems(cluster)).toEqual([
      {
        object: 'Cluster/postgres',
        field: '/spec/storage',
        rule: 'Cluster CRD schema: must NOT have additional properties (sise)',
      },
    ]);
  });

  it('refuses a kind with no schema', async () => {
    const unknown: K8sObject = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };
    expect((await schemaProblems(unknown))[0]?.rule).toMatch(/^no schema for example.com\/v1 Widget/);
  });

  it('breaks the policies, each violation naming the object, the field and the rule', () => {
    const found = violations([deployment({ image: 'ghcr.io/inkbook/bad:latest' })], 'production').map(
      (v) => `${v.object} ${v.field}: ${v.rule}`,
    );
    const container = 'Deployment/bad /spec/template/spec/containers/0';
    expect(found).toEqual(
      expect.arrayContaining([
        `${container}/readinessProbe: every long-running container has a readiness and a liveness probe`,
        `${container}/resources/limits/memory: every container sets CPU and memory requests and limits`,
        `${container}/securityContext/runAsNonRoot: every container runs as non-root (runAsNonRoot, and no runAsUser 0)`,
        `${container}/image: every image is pinned by a tag other than latest (or a digest)`,
        'Deployment/bad /spec/template/metadata/labels: every Deployment has a PodDisruptionBudget selecting its pods',
        'Deployment/bad /metadata/name: every Deployment has a HorizontalPodAutoscaler, with minReplicas ≥ 2 in production',
      ]),
    );
  });

  it('finds a Secret with values and a Service that no NetworkPolicy admits traffic to', () => {
    const secret: K8sObject = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 's' },
      stringData: { a: 'b' },
    };
    const service: K8sObject = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'bad' },
      spec: { selector: { app: 'bad' }, ports: [{ port: 80 }] },
    };
    const found = violations([secret, service, deployment({ image: 'bad:1.0' })], 'dev').map(
      (v) => `${v.object} ${v.field}`,
    );
    expect(found).toContain('Secret/s /stringData');
    expect(found).toContain(`${objectName(service)} /spec/selector`);
  });

  it('fails the overlay that does not render', () => {
    const directory = mkdtempSync(join(tmpdir(), 'kustomize-'));
    try {
      writeFileSync(join(directory, 'kustomization.yaml'), 'resources: [missing.yaml]\n');
      expect(() => renderDirectory(directory, 'overlay broken')).toThrow(
        /^overlay broken does not render: .*missing\.yaml/s,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
