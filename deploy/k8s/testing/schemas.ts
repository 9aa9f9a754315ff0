import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { type K8sObject, objectName } from './render';

/**
 * The Kubernetes version whose OpenAPI schemas kubernetes-models 4.5.1 carries (its 4.5.0 moved to v1.33.0). The
 * package is pinned exactly in package.json; its 5.x (Kubernetes 1.36) needs Node 22, our pin is 20.
 */
export const KUBERNETES_SCHEMA_VERSION = '1.33.0';

/** What a schema refuses: the object, the field (a JSON pointer into it) and the rule it breaks. */
export interface Problem {
  object: string;
  field: string;
  rule: string;
}

type Model = new (data: unknown) => { validate(): void };

/** The model class of a built-in kind (`kubernetes-models/apps/v1` exports `Deployment`, …), if there is one. */
async function builtInModel(apiVersion: string, kind: string): Promise<Model | undefined> {
  const module: Record<string, unknown> = await import(
    /* @vite-ignore */ `kubernetes-models/${apiVersion}`
  ).catch(() => ({}));
  const model = module[kind];
  return typeof model === 'function' ? (model as Model) : undefined;
}

const cnpgCluster = new Ajv({ allErrors: true }).compile(
  parse(readFileSync(new URL('../schemas/cnpg-cluster.schema.yaml', import.meta.url), 'utf8')),
);

/** The custom resources we render, each with its vendored schema; any other kind must be built in. */
const customResources: Record<string, typeof cnpgCluster> = { 'postgresql.cnpg.io/v1 Cluster': cnpgCluster };

const problemsOf = (object: K8sObject, errors: ErrorObject[], schema: string): Problem[] =>
  errors.map((error) => ({
    object: objectName(object),
    field: error.instancePath || '/',
    rule: `${schema}: ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${error.params.additionalProperty})` : ''}`,
  }));

/** Checks one object against the schema of its kind: Kubernetes's own, or a vendored CRD schema. */
export async function schemaProblems(object: K8sObject): Promise<Problem[]> {
  const custom = customResources[`${object.apiVersion} ${object.kind}`];
  if (custom) {
    // Passed as unknown: ajv's check is a type guard, and `object` must keep its type on the failing side.
    const valid = custom(object as unknown);
    return valid ? [] : problemsOf(object, custom.errors ?? [], `${object.kind} CRD schema`);
  }
  const model = await builtInModel(object.apiVersion, object.kind);
  if (!model) {
    return [
      {
        object: objectName(object),
        field: '/apiVersion',
        rule: `no schema for ${object.apiVersion} ${object.kind} (not in Kubernetes ${KUBERNETES_SCHEMA_VERSION}, no vendored CRD)`,
      },
    ];
  }
  try {
    new model(object).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    return problemsOf(object, errors, `Kubernetes ${KUBERNETES_SCHEMA_VERSION} schema`);
  }
}
