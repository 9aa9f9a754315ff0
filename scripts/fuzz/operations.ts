import fc from 'fast-check';
import type { Role } from './people';
import { invalidValue, type JsonSchema, validValue } from './schema-arbitrary';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

/** One operation of the document: where it lives, what it takes, and each documented answer's body schema. */
export interface Operation {
  id: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
  /** Status → JSON body schema (undefined for an answer that is not JSON: a PDF, a calendar, an image). */
  responses: Map<number, JsonSchema | undefined>;
  /** An answer that is a stream with no end (`text/event-stream`): one request would wait for it forever. */
  streams: boolean;
}

/** What the fuzzer sends: through the gateway, as one role, built from valid or refused values. */
export interface FuzzRequest {
  operation: string;
  role: Role;
  valid: boolean;
  method: Method;
  url: string;
  payload?: unknown;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Method,
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      bodyRequired: op.requestBody?.required ?? false,
      responses: new Map(
        Object.entries(op.responses ?? {}).map(([status, answer]) => [
          Number(status),
          answer.content?.['application/json']?.schema,
        ]),
      ),
      streams: Object.values(op.responses ?? {}).some((answer) => !!answer.content?.['text/event-stream']),
    })),
  );
}

/**
 * Paths a fuzzed request must not take with the fixtures' own ids: ending the role's session, or an admin deleting or
 * rejecting the very profiles the other roles are. They are still fuzzed, with ids nobody holds.
 */
const SPARES_FIXTURES = [
  /^POST \/api\/logout$/,
  /^(PUT|DELETE) \/api\/admin\//,
  /^POST \/api\/auth\/password-reset\/confirm$/,
];

/** A lone UTF-16 surrogate has no UTF-8 form (encodeURIComponent throws): a client sends U+FFFD in its place. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A parameter's value: usually one the document describes, often an id we know, sometimes one it refuses. */
function parameterValue(parameter: Parameter, known: fc.Arbitrary<string> | undefined, invalid: boolean) {
  const schema = parameter.schema ?? { type: 'string' };
  // A path segment is never empty: `/api/inquiries//notes` is another route, not this one refusing a value.
  const fromSchema = (invalid ? invalidValue(schema) : validValue(schema))
    .map(asText)
    .filter((value) => parameter.in !== 'path' || value !== '');
  return known && parameter.in === 'path'
    ? fc.oneof({ arbitrary: known, weight: 3 }, fromSchema)
    : fromSchema;
}

/** Requests for one operation as one of `roles`: valid ones, and ones whose path, query and body values are refused or at the edges. */
export function requestsFor(
  operation: Operation,
  roles: readonly Role[],
  known: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const spares = SPARES_FIXTURES.some((pattern) => pattern.test(operation.id));
  const knownIds = !spares && known.length ? fc.constantFrom(...known) : undefined;
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const part = (invalid: boolean) =>
    fc.record({
      path: fc.tuple(...pathParameters.map((p) => parameterValue(p, knownIds, invalid))),
      query: fc.tuple(
        ...queryParameters.map((p) =>
          p.required
            ? parameterValue(p, undefined, invalid).map((v) => v as string | undefined)
            : fc.option(parameterValue(p, undefined, invalid), { nil: undefined }),
        ),
      ),
      body: operation.body
        ? (invalid ? invalidValue(operation.body) : validValue(operation.body)).map((b) => b as unknown)
        : fc.constant(undefined),
    });
  const build = (valid: boolean) =>
    fc.tuple(fc.constantFrom(...roles), part(!valid)).map(([role, { path, query, body }]): FuzzRequest => {
      let url = operation.path;
      pathParameters.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(wellFormed(path[i] ?? '')));
      });
      const search = new URLSearchParams();
      queryParameters.forEach((p, i) => {
        const value = query[i];
        if (value !== undefined) search.set(p.name, value);
      });
      const qs = search.toString();
      return {
        operation: operation.id,
        role: spares && operation.id.startsWith('POST /api/logout') ? 'anonymous' : role,
        valid,
        method: operation.method,
        url: qs ? `${url}?${qs}` : url,
        ...(body !== undefined && { payload: body }),
      };
    });
  return fc.oneof(build(true), build(false));
}
