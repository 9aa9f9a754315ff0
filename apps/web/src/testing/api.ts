import { vi } from 'vitest';

/** What a test's fake gateway received: the method, the path with its query, and the JSON body it was sent. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A fake answer: a status (200 unless told), a JSON body, and any headers beside its Content-Type. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces fetch for one test (restored after it: `unstubGlobals` in vitest.config.ts) with `answer`, which sees each
 * request the app sends. Gives back the list of requests sent, in order, to assert what went out.
 */
export function stubApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status = 200, body, headers } = await answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return sent;
}
