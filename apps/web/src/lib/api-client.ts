import { takePageData } from './page-data';

/**
 * The one way the web app talks to the gateway: same-origin, cookies included, JSON in and out.
 * Any non-OK response throws an ApiError whose message is '{status}: {body text or status text}'
 * (spec §8); the server's own `message` field, when it sent one, is kept as `serverMessage`, and its per-field
 * messages (DESIGN §6 `error.fields`) as `fields`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string>;

  /** `serverMessage`: what to say instead of the body's own message (an answer that could not be read). */
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    serverMessage?: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    const body = readErrorBody(bodyText);
    this.serverMessage = serverMessage ?? body.message;
    this.fields = body.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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
function readErrorBody(text: string): { message: string | undefined; fields: Record<string, string> } {
  const nothing = { message: undefined, fields: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy page, plain text): the raw text is already in the error message.
    return nothing;
  }
  if (!parsed || typeof parsed !== 'object') return nothing;
  const { message, error } = parsed as { message?: unknown; error?: { message?: unknown; fields?: unknown } };
  const fields =
    error?.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  if (typeof message === 'string') return { message, fields };
  return { message: typeof error?.message === 'string' ? error.message : undefined, fields };
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(path, options.query);
  if (method === 'GET') {
    const preloaded = takePageData(url);
    if (preloaded !== undefined) return preloaded as T;
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
    throw new ApiError(response.status, text, response.statusText);
  }
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
