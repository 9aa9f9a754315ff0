import { z } from 'zod';
import { textLimits } from './text-limits';

/**
 * Field schemas several domains share. Forms post what HTML inputs hold (strings, '' for untouched fields),
 * so these accept that and hand services clean values: trimmed text, null for "cleared", numbers for numbers.
 */

/** Review state of artists and studios (spec §4); only `approved` is ever public. */
export const profileStatuses = ['pending', 'approved', 'rejected'] as const;
export const profileStatusSchema = z.enum(profileStatuses);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

export const uuidSchema = z.uuid();
/** Whether a path segment can name a row at all: anything else is answered 404 without asking the database. */
export const isUuid = (value: string) => uuidSchema.safeParse(value).success;
/** Route params naming a row by id: a malformed id names nothing, so it is a 404 (`isUuid`), not a 400. */
export const idParamsSchema = z.object({ id: z.string() });
/** Timestamps travel as ISO strings; services convert the database's Date before answering. */
export const timestampSchema = z.iso.datetime({ offset: true });

/**
 * How a text field is bounded: its name in messages ('Artist name must be at most 100 characters'), its longest
 * length, whether it may span lines, and the spec's own words for "too long" where it has them.
 */
export interface TextBound {
  max: number;
  label: string;
  multiline?: boolean;
  tooLong?: string;
}

/**
 * What no text field takes: control characters (NUL, which Postgres cannot store, and the rest, which no one
 * types) and lone surrogates (half a character, not text). Multi-line text keeps tabs and line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f]|\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** `schema` with the bound's length limit and character rule. */
export const boundText = <S extends z.ZodString | z.ZodURL>(
  schema: S,
  { max, label, multiline, tooLong }: TextBound,
): S =>
  schema
    .max(max, tooLong ?? `${label} must be at most ${max} characters`)
    .refine(
      (value) => !(multiline ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value),
      `${label} contains characters that are not allowed`,
    ) as S; // max and refine return the schema itself; TS widens `this` across the union

/** Bounded text, trimmed: search boxes, query filters, path segments, optional lists of text. */
export const text = (bound: TextBound) => boundText(z.string().trim(), bound);

/** Required text: trimmed, so whitespace alone does not satisfy a minimum; bounded like all text. */
export const requiredText = (min: number, message: string, bound: TextBound) =>
  boundText(z.string({ error: message }).trim(), bound).min(min, message);

/**
 * Optional text. '' and null both mean "none" and come out as null (a PUT that clears a field); a missing key
 * stays undefined (the field was not sent). `min` applies only when something was written.
 */
export const nullableText = ({ min, message, ...bound }: TextBound & { min?: number; message?: string }) => {
  const written = text(bound);
  return z
    .union([z.string().trim().length(0), z.null()])
    .transform(() => null)
    .or(min ? written.min(min, message) : written)
    .optional();
};

/**
 * Email as typed, trimmed; the message is the form's own (the spec words it per form). The length comes first, so
 * a huge value is refused without running the address check over it.
 */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(textLimits.email, `Email must be at most ${textLimits.email} characters`)
    .pipe(z.email(message));

export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
/** The upper bound only keeps hashing cost bounded; no form gets near it. */
export const passwordSchema = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(8, PASSWORD_MIN_MESSAGE)
  .max(200, 'Password must be 200 characters or less');

export const confirmPasswordSchema = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password')
  .max(200, 'Password must be 200 characters or less');

/**
 * Refinement options for "confirmPassword equals password", reported on confirmPassword. It runs even when
 * other fields failed (so the form shows every message at once), as long as both fields are text.
 */
export const passwordsMatch = (message: string) => ({
  message,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const body = (typeof payload.value === 'object' && payload.value !== null ? payload.value : {}) as Record<
      string,
      unknown
    >;
    return typeof body.password === 'string' && typeof body.confirmPassword === 'string';
  },
});

/**
 * Optional website: empty or an http(s) URL with a real host name. Other schemes (javascript:, data:) are
 * refused because the profile page renders it as a link.
 */
export const websiteField = (message: string) =>
  z
    .union([z.string().trim().length(0), z.null()])
    .transform(() => null)
    .or(
      z
        .string()
        .trim()
        // The bounds go on the URL itself, not before the pipe: a refusal there would hide which rule failed.
        .pipe(
          boundText(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }), {
            max: textLimits.url,
            label: 'Website',
          }),
        ),
    )
    .optional();

/** Numbers as JSON numbers or as the strings form inputs hold; '' and null mean "not given". */
const numberInput = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      return Number(value);
    });

/** A coordinate in degrees, or null when the address had none (the map then falls back to the address). */
export const coordinateField = (limit: 90 | 180, message: string) =>
  numberInput(message).pipe(z.number({ error: message }).min(-limit, message).max(limit, message).nullish());

/** A required whole number; a missing value, a fraction or a non-number all read `message`. */
export const integerField = (message: string) =>
  numberInput(message).pipe(z.number({ error: message }).int(message));

/** An optional whole number of at least `min.value`; blank is null, missing stays undefined. */
export const optionalInteger = (message: string, min: { value: number; message: string }) =>
  numberInput(message).pipe(z.number({ error: message }).int(message).min(min.value, min.message).nullish());

/** An optional whole number that falls back to `fallback` when missing or blank. */
export const integerWithDefault = (
  fallback: number,
  message: string,
  min: { value: number; message: string },
) => optionalInteger(message, min).transform((value) => value ?? fallback);

const refuseKeys = (keys: string[]) =>
  `Unknown or read-only field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;

/**
 * An owner's partial update (DESIGN §5): any non-empty subset of `fields`, each checked by its own rule. A key
 * outside them (status, ids, passwords, roles, anything unknown) refuses the whole body, naming the key.
 * `fields` must carry no defaults: a default would overwrite the stored value of a field left out.
 */
export const partialUpdateOf = <S extends z.ZodRawShape>(fields: S) =>
  z
    .strictObject(fields, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? refuseKeys(issue.keys) : undefined),
    })
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');

/** Whether an edit sent a field back as stored (text compared trimmed, as the rules store it). */
const unchanged = (sent: unknown, stored: unknown) =>
  typeof sent === 'string' && typeof stored === 'string'
    ? sent.trim() === stored
    : JSON.stringify(sent) === JSON.stringify(stored);

/**
 * The record an owner's partial edit leaves (DESIGN §5): the fields sent over the stored ones, checked with the
 * edit rules. What the owner changes must meet those rules; a stored value the owner did not touch (not sent, or
 * sent back as it is: the edit form sends the whole profile) is kept even if it predates them (an application's
 * 25-character bio meets the application's rules, not the edit form's 50): changing a photo must not fail on a
 * bio the team already approved.
 */
export function mergeEdit<S extends z.ZodObject>(schema: S, stored: object, sent: object): z.output<S> {
  const merged = { ...stored, ...sent };
  const first = schema.safeParse(merged);
  if (first.success) return first.data;
  const before = stored as Record<string, unknown>;
  const changedKeys = new Set(
    Object.entries(sent)
      .filter(([key, value]) => !unchanged(value, before[key]))
      .map(([key]) => key),
  );
  const blamed = first.error.issues.filter((i) => i.path.length === 0 || changedKeys.has(String(i.path[0])));
  if (blamed.length > 0) throw new z.ZodError(blamed);
  const untouched = new Set(first.error.issues.map((i) => String(i.path[0])));
  const keepStored = Object.fromEntries([...untouched].map((key) => [key, z.any()]));
  return schema.extend(keepStored).parse(merged) as z.output<S>;
}

/**
 * A field of an edit form that keeps its stored value as accepted (mergeEdit's rule, on the form's side): the value
 * as stored passes as it is; a changed one must meet `rule`, with its messages.
 */
export const keptOrChecked = <T extends z.ZodType<string, string>>(rule: T, stored: string) =>
  z.string().transform((value, ctx) => {
    if (unchanged(value, stored)) return stored;
    const checked = rule.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Paging for public lists (DESIGN §5: the server pages, filters and sorts). */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  /** Same as pageSize (callers and the spec's clients say `limit`); wins when both are given. */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: text({ max: textLimits.search, label: 'Search' }).optional(),
};

/** The page size a list query asks for, whichever name it used. */
export const pageSizeOf = (query: { pageSize: number; limit?: number | undefined }) =>
  query.limit ?? query.pageSize;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * An admin's reason for rejecting an application (issue 25), at most 500 characters: stored with the profile,
 * shown to the applicant on their dashboard and carried in the rejection email. Answered only while the
 * profile is rejected with a reason (never on public profiles: review state stays private).
 */
export const rejectionReasonSchema = z.string().optional();
export const rejectionReasonField = text({ max: 500, label: 'Reason', multiline: true }).optional();
