import { artistApplication, catalogDb } from '@inkbook/catalog/testing';
import { type Stack, signIn, signInAdmin, startStack } from '../../testing/stack';

// The catalog's journeys through the gateway: the whole stack, with the catalog schema at hand for what the API
// does not show (claimed media, the outbox, view counts). Bodies come from the catalog's own factories.

export interface CatalogJourney {
  stack: Stack;
  db: ReturnType<typeof catalogDb>;
  close(): Promise<void>;
}

export async function startCatalogJourney(): Promise<CatalogJourney> {
  // No session cache: a login whose role changes (its studio deleted, say) is seen on the very next request.
  const stack = await startStack({ SESSION_CACHE_MS: '0' });
  const db = catalogDb(stack.databaseUrl);
  return {
    stack,
    db,
    async close() {
      await db.destroy();
      await stack.close();
    },
  };
}

/** A request through the gateway as a browser holding `cookie` (signed out without one), from `remoteAddress`. */
export const send = (
  stack: Stack,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  {
    payload,
    cookie,
    headers,
    remoteAddress,
  }: { payload?: object; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  stack.gateway.inject({
    method,
    url,
    ...(payload && { payload }),
    ...(remoteAddress && { remoteAddress }),
    headers: { ...headers, ...(cookie && { cookie }) },
  });

/** POST /api/artists or /api/studios: an application, as the onboarding wizard sends it (from `remoteAddress`). */
export const apply = (stack: Stack, kind: 'artists' | 'studios', body: object, remoteAddress?: string) =>
  send(stack, 'POST', `/api/${kind}`, { payload: body, ...(remoteAddress && { remoteAddress }) });

/** Approves like an admin does (PUT /api/admin/{kind}/{id}), so caches and events see it. */
export async function approve(stack: Stack, kind: 'artists' | 'studios', id: string) {
  const res = await send(stack, 'PUT', `/api/admin/${kind}/${id}`, {
    payload: { status: 'approved' },
    cookie: await signInAdmin(stack),
  });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
}

/** Applies, approves and signs in: an approved artist, the body it applied with, and its session cookie. */
export async function approvedArtist(stack: Stack, overrides: Record<string, unknown> = {}) {
  const body = await artistApplication(overrides);
  const res = await apply(stack, 'artists', body);
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  await approve(stack, 'artists', res.json().id);
  return { artist: res.json(), body, cookie: await signIn(stack, body.email, body.password) };
}
