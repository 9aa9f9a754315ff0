import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nullableEnums } from './checks';
import { invalidValue, type JsonSchema, validValue } from './schema-arbitrary';

// The fuzzer's "valid" requests must be valid by the document's own schema, or its findings are noise.

const ajv = new Ajv({ strict: false });
const uuid = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
const schemas: Record<string, JsonSchema> = {
  bounded: {
    type: 'object',
    properties: { n: { type: 'integer', minimum: 1, maximum: 10 } },
    required: ['n'],
  },
  strings: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid', pattern: uuid },
      day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      name: { type: 'string', minLength: 2, maxLength: 5 },
      kind: { type: 'string', enum: ['artist', 'studio'], nullable: true },
    },
    required: ['id', 'day', 'name'],
    additionalProperties: false,
  },
  lists: { type: 'array', items: { type: 'number', minimum: 0.5, maximum: 12 }, minItems: 1, maxItems: 3 },
  choice: { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 0, nullable: true }] },
};

describe('validValue', () => {
  for (const [name, schema] of Object.entries(schemas))
    it(`builds only values the ${name} schema accepts`, () => {
      const validate = ajv.compile(nullableEnums(schema) as object);
      fc.assert(
        fc.property(validValue(schema), (value) => validate(value)),
        { seed: 7, numRuns: 200 },
      );
    });
});

describe('invalidValue', () => {
  it('mostly builds values the schema refuses', () => {
    const validate = ajv.compile(nullableEnums(schemas.strings) as object);
    const refused = fc
      .sample(invalidValue(schemas.strings as JsonSchema), { seed: 7, numRuns: 200 })
      .filter((v) => !validate(v));
    expect(refused.length).toBeGreaterThan(150);
  });
});
