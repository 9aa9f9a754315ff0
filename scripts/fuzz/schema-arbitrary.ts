import fc from 'fast-check';

/** The part of JSON Schema (as the services' OpenAPI 3.0 documents write it) the fuzzer builds values from. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

/** Strings a little past what a field allows, so lengths stay small enough to send thousands a minute. */
const MAX_STRING = 80;
const MAX_ITEMS = 4;

const isoInstant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') return isoInstant;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read (none today): fall back to plain strings of the right length.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, minLength + MAX_STRING));
  // Code points, as JSON Schema counts a string's length.
  return fc.string({ minLength, maxLength, unit: 'binary' });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 1e-6) : -1e6);
  const max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - (integer ? 1 : 1e-6) : 1e6);
  // Safe-integer bounds (zod's defaults) would almost never pick the small numbers real requests carry.
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  return integer
    ? fc.oneof(
        fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
        fc.constantFrom(Math.ceil(low), Math.floor(high)),
      )
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Values the schema accepts (as far as the converter understands it: type, enum, formats, bounds, patterns, shapes). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const value = plainValue(schema);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function plainValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(validValue));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, minLength + MAX_ITEMS));
      return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema);
    default:
      return anyJson;
  }
}

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/**
 * Values the schema refuses, or that sit at its edges: the wrong type, an unknown enum value, a bound crossed, a
 * required property left out, an unknown property added, strings with NULs and odd Unicode. Some of them happen
 * to be valid (an edge the schema allows); the checks only ask that the answer is documented and never a 5xx.
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(
    fc.constantFrom(
      '',
      '\u0000',
      '../../etc/passwd',
      "' or 1=1 --",
      '%00',
      'NaN',
      '-1',
      '1e309',
      '\uD800',
      '🦄'.repeat(50),
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5, true, null, [], {}),
  );
  const edges: fc.Arbitrary<unknown>[] = [hostile, anyJson];
  if (schema.type === 'string' && schema.maxLength !== undefined)
    edges.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.type === 'object' && schema.properties) {
    const props = schema.properties;
    const keys = Object.keys(props);
    if (keys.length > 0) {
      const valid = objectOf(schema);
      // One property replaced by something it refuses, or a required one dropped, or an unknown one added.
      edges.push(
        fc
          .tuple(valid, fc.constantFrom(...keys))
          .chain(([object, key]) => invalidValue(props[key] ?? {}).map((bad) => ({ ...object, [key]: bad }))),
        fc.tuple(valid, fc.constantFrom(...keys)).map(([object, key]) => {
          const { [key]: _dropped, ...rest } = object;
          return rest;
        }),
        valid.map((object) => ({ ...object, unexpectedField: 'x' })),
      );
    }
  }
  if (schema.type === 'array' && schema.items)
    edges.push(fc.array(invalidValue(schema.items), { minLength: 1, maxLength: 2 }));
  return fc.oneof(...edges);
}
