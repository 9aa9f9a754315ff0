import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio, useService } from '@inkbook/service-kit/testing';
import type { LightMyRequestResponse } from 'fastify';
import type { ClaimAction } from '../claims/claim.transitions';
import { type ClaimsTest, claimsService } from './factories';

/** A test file's claims service with its requests; parties are made per test with `t.artist()` and `t.studio()`. */
export interface ClaimsSuite extends ClaimsTest {
  /** An approved artist, once claims has it, and its owner signed in. */
  artist(): ReturnType<typeof publishedArtist>;
  /** An approved studio, once claims has it, and its owner signed in. */
  studio(): ReturnType<typeof publishedStudio>;
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

/** The claims service for one test file (see useService); read it as `t.create(…)` inside tests. */
export function useClaims(): ClaimsSuite {
  const suite: ClaimsSuite = Object.assign(useService(claimsService), {
    artist: () => publishedArtist(suite),
    studio: () => publishedStudio(suite),
    create: (user: SessionUser | null, body: object) =>
      suite.inject({ method: 'POST', url: '/api/studio-artist-claims', payload: body }, user),
    act: (user: SessionUser | null, id: string, action: ClaimAction, body?: object) =>
      suite.inject(
        { method: 'PUT', url: `/api/studio-artist-claims/${id}/${action}`, ...(body && { payload: body }) },
        user,
      ),
    read: (user: SessionUser | null, path: string) =>
      suite.inject({ method: 'GET', url: `/api/studio-artist-claims/${path}` }, user),
  });
  return suite;
}
