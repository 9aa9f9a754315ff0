import { isDeepStrictEqual } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from '../fuzz/schema-arbitrary';

/** A JSON Schema as `z.toJSONSchema` writes it (draft 2020-12); keywords the walk does not know stay readable. */
export type Schema = JsonSchema & Record<string, unknown>;

/**
 * Who writes the values and who reads them, and which of the two is the version already deployed. For an event the
 * writer is the new producer and the reader the old consumer; for an /internal request the writer is the old caller
 * and the reader the new service; for its answer the writer is the new service and the reader the old caller.
 */
export interface Roles {
  writer: string;
  reader: string;
  old: 'writer' | 'reader';
}

export interface Misfit {
  /** Where in the value: `clientRecord.completed`, `flash[].url`; empty for the whole value. */
  path: string;
  why: string;
}

// Keywords that describe and never refuse a value (`default` only makes a field optional, which `required` shows).
const annotations = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
]);
const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;
// A reader's check that the writer must follow exactly: whether one regex implies another is not decidable here.
const sameChecks = ['pattern', 'format', 'multipleOf'] as const;
const walked = new Set<string>([
  ...annotations,
  ...lowerBounds,
  ...upperBounds,
  ...sameChecks,
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
]);

// Formats are not checked: zod writes a `pattern` beside each format it emits, and that pattern is checked.
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();
/** Real validation, for enum values and the sampled values of `contracts.ts`. */
export function accepts(schema: Schema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value);
}

const isUnconstrained = (schema: Schema) => Object.keys(schema).every((key) => annotations.has(key));
const show = (value: unknown) => JSON.stringify(value);
const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** One schema per alternative: `anyOf`/`oneOf` branches, and `type: [a, b]` split into one per type. */
function alternatives(schema: Schema): Schema[] {
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return choices.flatMap(alternatives);
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

const fixedValues = (schema: Schema): unknown[] | undefined =>
  'const' in schema ? [schema.const] : schema.enum;

const typeFits = (writer: unknown, reader: unknown) =>
  reader === undefined || writer === reader || (writer === 'integer' && reader === 'number');

/**
 * Everything a writer following `writer` may send that a reader validating with `reader` would refuse or lose,
 * field by field. The rule is one: every value valid under the writer's schema must be valid under the reader's,
 * and no field the old side names may disappear from the new one. So, for an event (new writer, old reader):
 * removing or renaming a field, making a required field optional, changing its type, adding an enum value, allowing
 * null or loosening a bound all break the old consumer; adding a field (required or not), removing an enum value or
 * tightening a bound do not. For a request (old writer, new reader) the same rule turns round: the new service must
 * accept every old request, so a new required field, a removed enum value or a tighter bound break old callers,
 * and a new optional field does not.
 *
 * A field the writer's schema does not describe is taken as never sent (zod objects strip unknown keys and callers
 * send what their types allow). Refinements (`.refine`) are not in JSON Schema, so they are not compared.
 */
export function misfits(writer: Schema, reader: Schema, roles: Roles, path = ''): Misfit[] {
  if (isUnconstrained(reader)) return [];
  const readerAlternatives = alternatives(reader);
  return alternatives(writer).flatMap((one) => {
    // Fixed values (an enum, a literal) are validated for real against the whole reader, whatever its shape.
    const values = fixedValues(one);
    if (values) {
      const refused = values.filter((value) => !accepts(reader, value));
      return refused.length === 0
        ? []
        : [{ path, why: `${refused.map(show).join(', ')} refused by ${roles.reader}` }];
    }
    const candidates = readerAlternatives.map((other) => alternativeMisfits(one, other, roles, path));
    if (candidates.some((found) => found.length === 0)) return [];
    const sameType = candidates.filter((_, i) => typeFits(one.type, readerAlternatives[i]?.type));
    if (sameType.length === 0) {
      const types = [...new Set(readerAlternatives.map((other) => other.type ?? 'any'))].join(' or ');
      return [
        {
          path,
          why: `type changed: sent as ${one.type ?? 'anything'} by ${roles.writer}, read as ${types} by ${roles.reader}`,
        },
      ];
    }
    // The reader's closest alternative (a discriminated union's matching branch) explains the misfit best.
    return sameType.reduce((best, found) => (found.length < best.length ? found : best));
  });
}

function alternativeMisfits(writer: Schema, reader: Schema, roles: Roles, path: string): Misfit[] {
  if (isUnconstrained(reader)) return [];
  if (isUnconstrained(writer))
    return [{ path, why: `anything may come from ${roles.writer}, checked by ${roles.reader}` }];
  const readerValues = fixedValues(reader);
  if (readerValues) {
    const only = readerValues.map(show).join(', ');
    return [
      {
        path,
        why: `only ${only} accepted by ${roles.reader}, any ${writer.type} may come from ${roles.writer}`,
      },
    ];
  }
  if (!typeFits(writer.type, reader.type)) {
    return [
      {
        path,
        why: `type changed: sent as ${writer.type} by ${roles.writer}, read as ${reader.type} by ${roles.reader}`,
      },
    ];
  }
  return [
    ...boundMisfits(writer, reader, roles, path),
    ...objectMisfits(writer, reader, roles, path),
    ...(reader.items
      ? misfits((writer.items ?? {}) as Schema, reader.items as Schema, roles, `${path}[]`)
      : []),
    ...Object.keys(reader)
      .filter((key) => !walked.has(key) && !isDeepStrictEqual(writer[key], reader[key]))
      .map((key) => ({
        path,
        why: `"${key}" changed, which this check cannot compare: treated as breaking`,
      })),
  ];
}

function boundMisfits(writer: Schema, reader: Schema, roles: Roles, path: string): Misfit[] {
  const found: Misfit[] = [];
  const bound = (key: string, wider: (w: number, r: number) => boolean, missing: number) => {
    const r = reader[key];
    if (typeof r !== 'number') return;
    const w = typeof writer[key] === 'number' ? (writer[key] as number) : missing;
    const allowed = w === missing ? 'no limit' : w;
    if (wider(w, r))
      found.push({
        path,
        why: `${key} ${r} required by ${roles.reader}, ${allowed} allowed by ${roles.writer}`,
      });
  };
  for (const key of lowerBounds) bound(key, (w, r) => w < r, Number.NEGATIVE_INFINITY);
  for (const key of upperBounds) bound(key, (w, r) => w > r, Number.POSITIVE_INFINITY);
  for (const key of sameChecks) {
    if (reader[key] !== undefined && writer[key] !== reader[key]) {
      const checked = show(reader[key]);
      const shown = checked.length > 60 ? `${checked.slice(0, 57)}...` : checked;
      found.push({ path, why: `${key} changed: ${shown} checked by ${roles.reader}` });
    }
  }
  return found;
}

function objectMisfits(writer: Schema, reader: Schema, roles: Roles, path: string): Misfit[] {
  const written = (writer.properties ?? {}) as Record<string, Schema>;
  const read = (reader.properties ?? {}) as Record<string, Schema>;
  const writerRequires = new Set(writer.required);
  const readerRequires = new Set(reader.required);
  const found: Misfit[] = [];
  for (const key of new Set([...Object.keys(written), ...Object.keys(read), ...readerRequires])) {
    const field = at(path, key);
    const inWriter = written[key];
    const inReader = read[key];
    if (readerRequires.has(key) && !writerRequires.has(key)) {
      found.push({
        path: field,
        why: inWriter
          ? `optional for ${roles.writer}, required by ${roles.reader}`
          : `required by ${roles.reader}, never sent by ${roles.writer} (removed, renamed or new)`,
      });
    } else if (!inWriter && inReader && roles.old === 'reader') {
      found.push({
        path: field,
        why: `removed or renamed: read by ${roles.reader}, no longer sent by ${roles.writer}`,
      });
    } else if (inWriter && !inReader && roles.old === 'writer') {
      found.push({
        path: field,
        why: `removed or renamed: sent by ${roles.writer}, no longer read by ${roles.reader}`,
      });
    } else if (inWriter && !inReader && reader.additionalProperties === false) {
      found.push({ path: field, why: `unknown fields refused by ${roles.reader}` });
    }
    const readAs =
      inReader ?? (typeof reader.additionalProperties === 'object' ? reader.additionalProperties : undefined);
    if (inWriter && readAs) found.push(...misfits(inWriter, readAs as Schema, roles, field));
  }
  // Records: every value and every key the writer allows must fit the reader's.
  if (typeof reader.additionalProperties === 'object' && typeof writer.additionalProperties === 'object') {
    found.push(
      ...misfits(
        writer.additionalProperties as Schema,
        reader.additionalProperties as Schema,
        roles,
        at(path, '*'),
      ),
    );
  }
  if (reader.propertyNames) {
    const names = (writer.propertyNames ?? { type: 'string' }) as Schema;
    found.push(...misfits(names, reader.propertyNames as Schema, roles, at(path, '(key)')));
  }
  return found;
}
