import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, readServiceConfig } from '@inkbook/service-kit';
import {
  publishedArtist,
  publishedStudio,
  type ServiceTest,
  testedService,
} from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import type { ClaimsDatabase } from '../db';

// The claims service under test: approved artists and studios reach it as catalog's events (publishedArtist,
// publishedStudio), their owners as the users the gateway would pass.

export const claimsService = testedService<ClaimsDatabase>('claims', (env, options) =>
  buildApp(readServiceConfig(0, env), options),
);

export type ClaimsTest = ServiceTest<ClaimsDatabase>;

/** The claims schema, for journeys that start the whole stack. */
export const claimsDb = (databaseUrl: string) => createDb<ClaimsDatabase>(databaseUrl, 'claims', { max: 2 });
type ClaimsTestDb = ReturnType<typeof claimsDb>;

/**
 * For journeys through the gateway, where catalog publishes for real: resolves once the claims service holds
 * (or, with `present` false, no longer holds) an approved profile.
 */
export async function projected(
  db: ClaimsTestDb,
  table: 'approved_artists' | 'approved_studios',
  id: string,
  present = true,
): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (!!row === present) return;
    await sleep(25);
  }
  throw new Error(`claims never ${present ? 'got' : 'dropped'} ${table} ${id}`);
}

/** One login holding an approved artist and an approved studio (`artist-studio`). */
export async function artistStudio(t: ClaimsTest) {
  const { artist, user } = await publishedArtist(t);
  const { studio, user: both } = await publishedStudio(t, { owner: user });
  return { artist, studio, user: both };
}
