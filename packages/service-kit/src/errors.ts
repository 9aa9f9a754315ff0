import { type ErrorCode, errorBody, errorCodes } from '@inkbook/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An error whose status and message are meant for the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For a 429: seconds until the caller may try again, sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, fields ? errorCodes.validation : errorCodes.badRequest, message, fields);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, errorCodes.conflict, message, fields);
/** A request that is well formed but cannot be done as asked (an Idempotency-Key reused for another request). */
export const unprocessable = (message: string) => new AppError(422, errorCodes.unprocessable, message);
/** A 429; `retryAfter` (seconds, as a limit's consume() answers it) goes out as the `Retry-After` header. */
export const tooManyRequests = (message: string, retryAfter?: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    message,
    undefined,
    retryAfter === undefined ? undefined : Math.max(1, Math.ceil(retryAfter)),
  );
export const unavailable = (message: string) => new AppError(503, errorCodes.unavailable, message);

/** First message per field, keyed by the dotted path (`businessHours.monday`). */
function fieldsFromPaths(items: { path: string; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const { path, message } of items) fields[path || '_'] ??= message;
  return fields;
}

const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, errorCodes.validation, Object.values(fields)[0] ?? 'Invalid request', fields);

/**
 * Socket errors and Postgres's codes that say the server went away or cannot take a connection now: its connection
 * exceptions (class 08), an admin or crash shutdown and a server starting up or in recovery (57P01–57P03), too many
 * connections (53300).
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Postgres or the pool could not be reached: callers get 503, never a hang or a stack. */
function isDatabaseDown(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) ||
    // pg's own words for a connection that ended, or that the pool handed out just as it ended.
    /timeout exceeded when trying to connect|Connection terminated|is not queryable/.test(message)
  );
}

/**
 * Text Postgres cannot store (a NUL byte, invalid UTF-8) got past validation: the caller's input is at fault, so
 * it is a 400, not a 500. Contracts refuse such text first; this is the backstop for any field they miss.
 */
function isInvalidText(error: unknown) {
  const code = (error as { code?: string } | null)?.code;
  return code === '22P05' || code === '22021';
}
export const INVALID_TEXT = 'The request contains characters that are not allowed';

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isInvalidText(error)) return badRequest(INVALID_TEXT);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationFailed(
      fieldsFromPaths(
        error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid value',
        })),
      ),
    );
  }
  if (error instanceof ZodError) {
    return validationFailed(
      fieldsFromPaths(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
    );
  }
  if (isDatabaseDown(error)) return unavailable('The database is unavailable. Please try again shortly.');
  const fe = error as FastifyError;
  if (fe?.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError(413, errorCodes.tooLarge, 'Request body is too large');
  if (fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return badRequest('Unsupported content type');
  if (
    fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe instanceof SyntaxError ||
    fe?.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
  )
    return badRequest('Malformed JSON in request body');
  if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(
      fe.statusCode,
      fe.statusCode === 429 ? errorCodes.rateLimited : errorCodes.badRequest,
      fe.message,
    );
  }
  return new AppError(500, errorCodes.internal, 'Something went wrong on our side. Please try again.');
}

/** The one error handler every service and the gateway install, and (unless the caller has its own) the JSON 404. */
export function installErrorHandling(app: FastifyInstance, options: { notFound?: boolean } = {}) {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: appError.statusCode, code: appError.code }, appError.message);
    if (appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
    return reply
      .status(appError.statusCode)
      .send(errorBody(appError.code, appError.message, appError.fields));
  });
  if (options.notFound === false) return;
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(errorCodes.notFound, `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
