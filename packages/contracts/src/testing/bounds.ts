import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Every text a client can send has an upper bound and takes no control characters (issue 11): a 5 MB name is
// refused, and so is a NUL byte, before anything reaches a database. Each domain's *.bounds.test.ts lists its
// fields as rows; the checks every row gets are here.

/** One bounded field of one schema. */
export interface BoundRow {
  schema: z.ZodType;
  /** The request with `value` in the field under test. */
  body: (value: string) => unknown;
  /** Where the field's issue is reported (the 400's `fields` key). */
  path: string;
  max: number;
  message: string;
  /** Text of exactly `length` characters for a field whose value must look like something (default letters). */
  fill?: (length: number) => string;
}
export type BoundRows = [name: string, row: BoundRow][];

export const PNG = 'data:image/png;base64,iVBORw0KGgo=';
export const ID = '00000000-0000-4000-8000-000000000000';

export const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
export const urlOfLength = (length: number) =>
  `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
const letters = (length: number) => 'a'.repeat(length);

/** A body builder: `base` with `value` in `key`. */
export const field =
  (base: object, key: string) =>
  (value: string): unknown => ({ ...base, [key]: value });

/** Rows for plain text fields of one schema: [key, max, message] each, the field set alone on `base`. */
export const fieldRows = (
  label: string,
  schema: z.ZodType,
  base: object,
  cases: readonly (readonly [key: string, max: number, message: string])[],
): BoundRows =>
  cases.map(([key, max, message]) => [
    `${label} ${key}`,
    { schema, body: field(base, key), path: key, max, message },
  ]);

/** The first message per field, as the 400 answer's `fields` would carry it. */
export function fieldMessages(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

/** A short value that fits every bounded field once the character is inside it. */
export const withInside = (character: string) => `ab${character}cd`;

/** Fields whose own rule (an address, a handle, a password) refuses a NUL before the text rule would. */
const OWN_RULE = /email|website|url|instagramHandle|password|handle$/i;

/** The length and NUL checks for each row. */
export function describeBounds(rows: BoundRows) {
  describe('text lengths', () => {
    it.each(rows)('%s: the maximum is accepted, one more is refused with its message', (_name, row) => {
      const fill = row.fill ?? letters;
      expect(fill(row.max)).toHaveLength(row.max);
      const atMax = row.schema.safeParse(row.body(fill(row.max)));
      expect(atMax.error?.issues ?? []).toEqual([]);
      expect(fieldMessages(row.schema, row.body(fill(row.max + 1)))[row.path]).toBe(row.message);
    });
  });

  const plainText = rows.filter(([name]) => !OWN_RULE.test(name));
  if (plainText.length === 0) return;
  describe('characters that are not text', () => {
    it.each(plainText)('%s: a NUL byte is refused with a clear message', (_name, row) => {
      const message = fieldMessages(row.schema, row.body(withInside('\u0000')))[row.path];
      expect(message).toMatch(/ contains characters that are not allowed$/);
    });
  });
}
