import { randomUUID } from 'node:crypto';
import type { Stack } from '@inkbook/gateway/testing';
import { signedHeaders } from '@inkbook/service-kit/testing';
import type { Insertable } from 'kysely';
import type { ArtistsTable } from '../artists/artist.table';
import { catalogDb as catalogDbAt } from '../media/test-images';
import type { StudiosTable } from '../studios/studio.table';

// Rows written straight into catalog's schema, for tests about reads, counts and moderation that should not
// depend on the application flows (those have their own tests).

export const catalogDb = (stack: Stack) => catalogDbAt(stack.databaseUrl);
export type TestDb = ReturnType<typeof catalogDb>;

export async function insertArtist(db: TestDb, overrides: Partial<Insertable<ArtistsTable>> = {}) {
  const handle = `artist_${randomUUID().slice(0, 8)}`;
  return db
    .insertInto('artists')
    .values({
      artist_name: 'Test Artist',
      instagram_handle: handle,
      location: 'Austin, TX',
      bio: 'Fine line and botanical work in a quiet private studio in Austin.',
      email: `${handle}@artists.test`,
      tattoo_styles: ['Fine Line'],
      portfolio_images: [],
      flash_images: [],
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertStudio(db: TestDb, overrides: Partial<Insertable<StudiosTable>> = {}) {
  const handle = `studio-${randomUUID().slice(0, 8)}`;
  return db
    .insertInto('studios')
    .values({
      studio_name: 'Test Studio',
      handle,
      tagline: 'A tagline of some length',
      description: 'A description that is long enough to pass every rule we have here.',
      location: 'Austin, TX',
      business_email: `${handle}@studios.test`,
      business_hours: JSON.stringify({}),
      appointment_type: 'both',
      specializations: ['Traditional'],
      interior_images: [],
      exterior_images: [],
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A real login for a profile, made through auth's internal account API (as the application flows do). */
export async function createLogin(
  stack: Stack,
  body: { email: string; password: string; role: 'artist' | 'studio'; artistId?: string; studioId?: string },
) {
  const res = await stack.services.auth.inject({
    method: 'POST',
    url: '/internal/accounts',
    headers: signedHeaders(null),
    payload: body,
  });
  if (res.statusCode >= 300) throw new Error(`account failed: ${res.statusCode} ${res.body}`);
}
