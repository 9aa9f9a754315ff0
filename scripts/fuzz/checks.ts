import { Ajv, type ValidateFunction } from 'ajv';
import type { FuzzRequest, Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';

/** What the fuzzer saw come back. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
}

const errorShape: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object' } },
      required: ['code', 'message'],
    },
    message: { type: 'string' },
  },
  required: ['error', 'message'],
};

/** Checks every answer against the document: documented status, its schema, the error shape, no 5xx, no leak, no hang. */
export function answerChecks(options: { markers: readonly string[]; timeoutMs: number }) {
  // The documents are OpenAPI 3.0 (`nullable`), with zod's own formats and keywords beside JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(nullableEnums(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const isErrorShape = validator(errorShape);

  /** Why this answer is wrong, or undefined when it is right. */
  return function problemWith(
    operation: Operation,
    request: FuzzRequest,
    answer: Answer,
  ): string | undefined {
    if (answer.ms > options.timeoutMs)
      return `took ${answer.ms} ms, over the gateway's ${options.timeoutMs} ms`;
    const documented = operation.responses.has(answer.status);
    if (answer.status >= 500 && !documented) return `answered ${answer.status}`;
    if (!documented) return `answered ${answer.status}, not a documented status`;
    const json = answer.contentType.includes('application/json');
    let parsed: unknown;
    if (json) {
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        return 'answered JSON that does not parse';
      }
    }
    if (answer.status >= 400 && !(json && isErrorShape(parsed)))
      return 'answered an error not in the error shape';
    const schema = operation.responses.get(answer.status);
    if (schema && json) {
      const validate = validator(schema);
      if (!validate(parsed))
        return `body does not match the documented ${answer.status}: ${ajv.errorsText(validate.errors)}`;
    }
    if (request.role !== 'admin') {
      const leaked = options.markers.find((marker) => answer.body.includes(marker));
      if (leaked) return `leaked another person's private marker ${leaked}`;
    }
    return undefined;
  };
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as "null too" (zod writes it so); ajv asks the enum to list
 * null itself. A copy of the schema where it does.
 */
export function nullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableEnums(value)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null))
    copy.enum = [...copy.enum, null];
  return copy;
}
