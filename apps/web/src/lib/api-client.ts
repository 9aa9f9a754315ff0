import { type Endpoint, fillPath, type RouteContract } from '@inkbook/contracts/route';
import type { z } from 'zod';
import { takePageData } from './page-data';

/**
 * The one way the web app talks to the gateway: same-origin, cookies included, JSON in and out.
 * Any non-OK response throws an ApiError whose message is '{status}: {body text or status text}'
 * (spec §8); the server's own `message` field, when it sent one, is kept as `serverMessage`, its error code
 * (DESIGN §6 `error.code`) as `code` and its per-field messages (`error.fields`) as `fields`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;

  /**
   * `serverMessage`: what to say instead of the body's own message (an answer that could not be read).
   * `retryAfter`: a 429's `Retry-After`, in seconds, so a screen can say when to try again.
   */
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    serverMessage?: string,
    readonly retryAfter?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    const body = readErrorBody(bodyText);
    this.serverMessage = serverMessage ?? body.message;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  body?: unknown;
  query?: Query | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * Our error bodies carry `message` at the top level, and also under `error`, with `error.fields` naming what was
 * wrong with which field (DESIGN §6). Read by hand, not with contracts' zod schema: zod stays out of the first load.
 */
function readErrorBody(text: string): {
  message: string | undefined;
  code: string | undefined;
  fields: Record<string, string>;
} {
  const nothing = { message: undefined, code: undefined, fields: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy page, plain text): the raw text is already in the error message.
    return nothing;
  }
  if (!parsed || typeof parsed !== 'object') return nothing;
  const { message, error } = parsed as {
    message?: unknown;
    error?: { message?: unknown; code?: unknown; fields?: unknown };
  };
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  if (typeof message === 'string') return { message, code, fields };
  return { message: typeof error?.message === 'string' ? error.message : undefined, code, fields };
}

/** `Retry-After` in seconds, whether sent as seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = withQuery(path, options.query);
  if (method === 'GET') {
    const preloaded = takePageData(url);
    if (preloaded !== undefined) return preloaded;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text, response.statusText, undefined, retryAfterOf(response.headers));
  }
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Nothing must be given: T takes undefined, or every key of T is optional. */
type Optional<T> = undefined extends T ? true : NoneRequired<T>;
// biome-ignore lint/complexity/noBannedTypes: `{} extends T` is how TypeScript asks whether T has no required key.
type NoneRequired<T> = {} extends T ? true : false;
/** A key that is required when its value must be given, optional when the schema lets it be left out. */
type Part<K extends string, T> = Optional<T> extends true ? { [P in K]?: T } : { [P in K]: T };
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call to route R takes: its path parameters, query and body as its contract types them. */
export type CallInput<R extends RouteContract> = (R extends { params: z.ZodType }
  ? Part<'params', InputOf<R['params']>>
  : { params?: never }) &
  (R extends { querystring: z.ZodType } ? Part<'query', InputOf<R['querystring']>> : { query?: never }) &
  (R extends { body: z.ZodType } ? Part<'body', InputOf<R['body']>> : { body?: never }) & {
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
  };

type SuccessStatus = 200 | 201 | 202 | 204;
/** What route R answers when it succeeds: the parsed 2xx body its contract names. */
export type Answer<R extends RouteContract> = {
  [S in keyof R['response']]: S extends SuccessStatus ? z.output<R['response'][S]> : never;
}[keyof R['response']];

/** One call: no argument needed when the route takes nothing it must be given. */
export type Call<R extends RouteContract> =
  NoneRequired<CallInput<R>> extends true
    ? (input?: CallInput<R>) => Promise<Answer<R>>
    : (input: CallInput<R>) => Promise<Answer<R>>;

/**
 * The one way a feature calls the API: one typed function per route of a domain, e.g.
 * `apiFor<typeof claimRoutes>(claimEndpoints).approve({ params: { id }, body: {} })`. The path and method come from
 * the zod-free endpoints; the types (params, query, body in, 2xx answer out) from the route contracts, imported with
 * `import type` only, so zod never reaches a page's bundle for it. Nothing is parsed at run time: the services
 * validate what they receive and answer by those same contracts.
 */
export function apiFor<Routes extends Record<string, RouteContract>>(
  endpoints: {
    [K in keyof Routes]: Endpoint;
  },
): { [K in keyof Routes]: Call<Routes[K]> } {
  const calls: Record<string, (input?: CallInput<RouteContract>) => Promise<unknown>> = {};
  for (const [key, { method, path }] of Object.entries(endpoints)) {
    calls[key] = ({ params, query, body, signal, headers } = {}) =>
      request(method, fillPath(path, (params ?? {}) as Record<string, string>), {
        body,
        query: query as Query | undefined,
        signal,
        headers,
      });
  }
  return calls as { [K in keyof Routes]: Call<Routes[K]> };
}

/** An endpoint's URL, for what is not a JSON call: a download link, an upload with progress, the event stream. */
export const urlFor = (
  { path }: Endpoint,
  { params = {}, query }: { params?: Record<string, string>; query?: Query } = {},
) => withQuery(fillPath(path, params), query);
