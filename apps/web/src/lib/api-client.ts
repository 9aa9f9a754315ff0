import { takePageData } from './page-data';

/**
 * The one way the web app talks to the gateway: same-origin, cookies included, JSON in and out.
 * Any non-OK response throws an ApiError whose message is '{status}: {body text or status text}'
 * (spec §8); the server's own `message` field, when it sent one, is kept as `serverMessage`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
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

/** Our error bodies carry `message` at the top level, and also under `error` (DESIGN §6). */
export function messageFrom(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { message, error } = parsed as { message?: unknown; error?: { message?: unknown } };
    if (typeof message === 'string') return message;
    if (error && typeof error.message === 'string') return error.message;
  } catch {
    // Not JSON (a proxy page, plain text): the raw text is already in the error message.
  }
  return undefined;
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
    throw new ApiError(response.status, text, messageFrom(text), response.statusText);
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
