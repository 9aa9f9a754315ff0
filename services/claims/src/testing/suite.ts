import type { SessionUser } from '@inkbook/contracts/identity';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ClaimAction } from '../claims/claim.transitions';
import { type ClaimsTest, claimableArtist, claimableStudio, startClaims } from './factories';

/** A test file's claims service with its requests; parties are made per test with `t.artist()` and `t.studio()`. */
export interface ClaimsSuite extends ClaimsTest {
  artist(): ReturnType<typeof claimableArtist>;
  studio(): ReturnType<typeof claimableStudio>;
  /** POST /api/studio-artist-claims as `user`. */
  create(user: SessionUser | null, body: object): Promise<LightMyRequestResponse>;
  /** PUT /api/studio-artist-claims/{id}/{action} as `user`, with `body` when given. */
  act(
    user: SessionUser | null,
    id: string,
    action: ClaimAction,
    body?: object,
  ): Promise<LightMyRequestResponse>;
  /** GET a claims path (`artist/{id}`, `studio/{id}`, `{id}/history`) as `user`. */
  read(user: SessionUser | null, path: string): Promise<LightMyRequestResponse>;
}

/** Starts the service before a test file's tests and closes it after them; read it as `t.create(…)` inside tests. */
export function useClaims(): ClaimsSuite {
  const suite = {
    artist: () => claimableArtist(suite),
    studio: () => claimableStudio(suite),
    create: (user, body) =>
      suite.inject({ method: 'POST', url: '/api/studio-artist-claims', payload: body }, user),
    act: (user, id, action, body) =>
      suite.inject(
        { method: 'PUT', url: `/api/studio-artist-claims/${id}/${action}`, ...(body && { payload: body }) },
        user,
      ),
    read: (user, path) => suite.inject({ method: 'GET', url: `/api/studio-artist-claims/${path}` }, user),
  } as ClaimsSuite;
  beforeAll(async () => {
    Object.assign(suite, await startClaims());
  }, 60_000);
  afterAll(() => suite.close?.());
  return suite;
}
