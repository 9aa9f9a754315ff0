import { z } from 'zod';
import { dataExportEndpoints, internalExportEndpoint } from './data-export-endpoints';
import { errorBodySchema } from './errors';
import { fileResponseSchema } from './media';
import { defineRoute } from './route';

/** Issue 27 item 5: the 401 of an export asked without a password sign-in in the last 10 minutes. */
export const REAUTHENTICATE_TO_EXPORT = 'Please sign in again to download your data.';

/**
 * The services that keep a person's data, each answering its part at `/internal/export`: auth (the account),
 * catalog (their profiles), inquiries (what they sent, conversations, photos), bookings (offers, bookings, consent
 * forms), notifications (the bell, preferences).
 */
export const exportingServices = ['auth', 'catalog', 'inquiries', 'bookings', 'notifications'] as const;

/** `inkbook-data-2026-11-29.zip`: the day the copy was made. */
export const exportFileName = (at: Date) => `inkbook-data-${at.toISOString().slice(0, 10)}.zip`;

/**
 * A path inside the ZIP: relative, `/`-separated, plain names only (no `..`, no leading `/`), so no part can write
 * outside the folder it is unzipped into.
 */
const exportPathSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/)
  .refine((path) => !path.split('/').some((segment) => segment.startsWith('..')));

/** One file of a service's part: a JSON document, or bytes (a photo, a PDF) in base64. */
export const exportFileSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('json'), path: exportPathSchema, json: z.unknown() }),
  z.object({ kind: z.literal('bytes'), path: exportPathSchema, base64: z.base64() }),
]);
export type ExportFile = z.infer<typeof exportFileSchema>;

/** What one service holds of the caller: only their own data, never another person's private data. */
export const exportPartSchema = z.object({ files: z.array(exportFileSchema) });
export type ExportPart = z.infer<typeof exportPartSchema>;

export const dataExportRoutes = {
  download: defineRoute({
    ...dataExportEndpoints.download,
    tags: ['account'],
    summary:
      'A ZIP of the signed-in person’s data (account, profiles, inquiries with their photos, messages, offers, bookings, signed consent forms, notifications, preferences); needs a sign-in within the last 10 minutes',
    response: { 200: fileResponseSchema, 401: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
  }),
} as const;

/**
 * GET /internal/export on every service that keeps a person's data: its part, for the user in the signed identity
 * header (401 without one). Hidden from the OpenAPI document; the gateway never forwards `/internal/*`.
 */
export const internalExportRoute = defineRoute({
  ...internalExportEndpoint,
  hide: true,
  response: { 200: exportPartSchema, 401: errorBodySchema },
});
