import { z } from 'zod';

/** The one error shape every service and the gateway answer with (DESIGN §6). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  /** Repeated at the top level because the web client reads `message`. */
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  /** Signed in, but not recently enough for this (a data export): sign in again. */
  reauthenticationRequired: 'reauthentication_required',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  unprocessable: 'unprocessable',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message }, message };
}
