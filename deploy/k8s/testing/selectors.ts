import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';

export type LabelSelector = NonNullable<INetworkPolicy['spec']>['podSelector'];
type Labels = Record<string, string>;

/** Whether a label selector (matchLabels and matchExpressions, as Kubernetes reads them) selects these labels. */
export function selects(selector: LabelSelector | undefined, labels: Labels = {}): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    switch (operator) {
      case 'In':
        return value !== undefined && values.includes(value);
      case 'NotIn':
        return value === undefined || !values.includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        return false;
    }
  });
  return byLabel && byExpression;
}
