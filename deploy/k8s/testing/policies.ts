import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IService } from 'kubernetes-models/v1/Service';
import type { K8sObject, Overlay } from './render';
import { objectName } from './render';
import { selects } from './selectors';

/** A rule broken: by which object, at which field (a JSON pointer into it), and the rule's own words. */
export interface Violation {
  object: string;
  field: string;
  rule: string;
}

export interface Policy {
  rule: string;
  check(objects: K8sObject[], overlay: Overlay): Omit<Violation, 'rule'>[];
}

/** An object that runs pods from a template, with where that template is. */
interface Workload {
  object: K8sObject;
  labels: Record<string, string>;
  pod: IPodSpec;
}

const PODS = '/spec/template/spec';

function workloads(objects: K8sObject[], kinds = ['Deployment', 'StatefulSet', 'Job']): Workload[] {
  return objects
    .filter((object) => kinds.includes(object.kind))
    .map((object) => {
      const template = (
        object.spec as { template: { metadata?: { labels?: Record<string, string> }; spec: IPodSpec } }
      ).template;
      return { object, labels: template.metadata?.labels ?? {}, pod: template.spec };
    });
}

/** Every container of every workload of these kinds (init containers too), with its field path. */
function containers(objects: K8sObject[], kinds?: string[]) {
  return workloads(objects, kinds).flatMap((workload) =>
    (['initContainers', 'containers'] as const).flatMap((list) =>
      (workload.pod[list] ?? []).map((container: IContainer, index) => ({
        ...workload,
        container,
        field: `${PODS}/${list}/${index}`,
      })),
    ),
  );
}

const of = <T>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as (T & K8sObject)[];

/** `image:tag` or `image@sha256:…`; the tag is what follows the last `:` after the last `/` (a registry port is not). */
function pinned(image: string): boolean {
  if (image.includes('@sha256:')) return true;
  const name = image.slice(image.lastIndexOf('/') + 1);
  const tag = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : '';
  return tag !== '' && tag !== 'latest';
}

/** One entry per rule; a rule returns where it is broken, the test names the overlay. */
export const policies: Policy[] = [
  {
    rule: 'every long-running container has a readiness and a liveness probe',
    // A Job's container runs to completion: nothing routes to it, nothing restarts it while it works.
    check: (objects) =>
      containers(objects, ['Deployment', 'StatefulSet']).flatMap(({ object, container, field }) =>
        (['readinessProbe', 'livenessProbe'] as const)
          .filter((probe) => !container[probe])
          .map((probe) => ({ object: objectName(object), field: `${field}/${probe}` })),
      ),
  },
  {
    rule: 'every container sets CPU and memory requests and limits',
    check: (objects) =>
      containers(objects).flatMap(({ object, container, field }) =>
        (['requests', 'limits'] as const).flatMap((bound) =>
          (['cpu', 'memory'] as const)
            .filter((resource) => container.resources?.[bound]?.[resource] === undefined)
            .map((resource) => ({
              object: objectName(object),
              field: `${field}/resources/${bound}/${resource}`,
            })),
        ),
      ),
  },
  {
    rule: 'every container runs as non-root (runAsNonRoot, and no runAsUser 0)',
    check: (objects) =>
      containers(objects).flatMap(({ object, pod, container, field }) => {
        const nonRoot = container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
        const user = container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
        return [
          ...(nonRoot === true
            ? []
            : [{ object: objectName(object), field: `${field}/securityContext/runAsNonRoot` }]),
          ...(user === 0
            ? [{ object: objectName(object), field: `${field}/securityContext/runAsUser` }]
            : []),
        ];
      }),
  },
  {
    rule:
      'every pod is locked down: read-only root filesystem, no privilege escalation, all capabilities dropped, ' +
      'RuntimeDefault seccomp, no service account token',
    check: (objects) => [
      ...containers(objects).flatMap(({ object, pod, container, field }) => {
        const context = container.securityContext;
        const seccomp = context?.seccompProfile?.type ?? pod.securityContext?.seccompProfile?.type;
        const broken = [
          context?.readOnlyRootFilesystem !== true && 'securityContext/readOnlyRootFilesystem',
          context?.allowPrivilegeEscalation !== false && 'securityContext/allowPrivilegeEscalation',
          !context?.capabilities?.drop?.includes('ALL') && 'securityContext/capabilities/drop',
          seccomp !== 'RuntimeDefault' && 'securityContext/seccompProfile',
        ];
        return broken
          .filter((f) => f !== false)
          .map((f) => ({ object: objectName(object), field: `${field}/${f}` }));
      }),
      ...workloads(objects)
        .filter(({ pod }) => pod.automountServiceAccountToken !== false)
        .map(({ object }) => ({ object: objectName(object), field: `${PODS}/automountServiceAccountToken` })),
    ],
  },
  {
    rule: 'every image is pinned by a tag other than latest (or a digest)',
    check: (objects) =>
      containers(objects)
        .filter(({ container }) => !pinned(container.image ?? ''))
        .map(({ object, field }) => ({ object: objectName(object), field: `${field}/image` })),
  },
  {
    rule: 'every Deployment has a PodDisruptionBudget selecting its pods',
    check: (objects) => {
      const budgets = of<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
      return workloads(objects, ['Deployment'])
        .filter(({ labels }) => !budgets.some((budget) => selects(budget.spec?.selector, labels)))
        .map(({ object }) => ({ object: objectName(object), field: '/spec/template/metadata/labels' }));
    },
  },
  {
    rule: "every Service's pods are selected by a NetworkPolicy that admits traffic to them",
    check: (objects) => {
      const admitting = of<INetworkPolicy>(objects, 'NetworkPolicy').filter(
        (policy) => (policy.spec?.ingress ?? []).length > 0,
      );
      const pods = workloads(objects);
      return of<IService>(objects, 'Service').flatMap((service) => {
        const selector = service.spec?.selector;
        const backing = pods.filter(({ labels }) => selects({ matchLabels: selector ?? {} }, labels));
        const covered =
          backing.length > 0 &&
          backing.every(({ labels }) =>
            admitting.some((policy) => selects(policy.spec?.podSelector, labels)),
          );
        return covered ? [] : [{ object: objectName(service), field: '/spec/selector' }];
      });
    },
  },
  {
    rule: 'no Secret carries values (data, stringData): the operator creates them',
    check: (objects) =>
      objects
        .filter((object) => object.kind === 'Secret')
        .flatMap((secret) =>
          (['data', 'stringData'] as const)
            .filter((field) => secret[field] !== undefined)
            .map((field) => ({ object: objectName(secret), field: `/${field}` })),
        ),
  },
  {
    rule: 'every Deployment has a HorizontalPodAutoscaler, with minReplicas ≥ 2 in production',
    check: (objects, overlay) => {
      const autoscalers = of<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
      const floor = overlay === 'production' ? 2 : 1;
      return workloads(objects, ['Deployment']).flatMap(({ object }) => {
        // A fixed count below the floor would be put back at each apply (the base leaves it to the autoscaler).
        const replicas = (object.spec as { replicas?: number }).replicas;
        if (replicas !== undefined && replicas < floor)
          return [{ object: objectName(object), field: '/spec/replicas' }];
        const autoscaler = autoscalers.find(
          ({ spec }) =>
            spec?.scaleTargetRef.kind === 'Deployment' && spec.scaleTargetRef.name === object.metadata.name,
        );
        if (!autoscaler) return [{ object: objectName(object), field: '/metadata/name' }];
        return (autoscaler.spec?.minReplicas ?? 1) >= floor
          ? []
          : [{ object: objectName(autoscaler as K8sObject), field: '/spec/minReplicas' }];
      });
    },
  },
];

/** Every rule over one overlay's objects. */
export const violations = (objects: K8sObject[], overlay: Overlay): Violation[] =>
  policies.flatMap(({ rule, check }) => check(objects, overlay).map((found) => ({ ...found, rule })));
