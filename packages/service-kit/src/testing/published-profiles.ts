import { randomBytes, randomUUID } from 'node:crypto';
import type { EventPayload } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import type { ServiceTest } from './service-test';
import { sessionUser } from './signed';

// Catalog's artists and studios as the services that keep projections of them (claims, inquiries) receive
// them: contract samples with their own ids, handles, emails and images, published into the service under test,
// and their owners as the gateway would pass them.

type Publisher = Pick<ServiceTest<unknown>, 'publish'>;

/** One of catalog's media URLs, as its events carry them. */
const mediaUrl = () => `/media/${randomBytes(32).toString('hex')}`;

/** An approved artist (once the service has handled it) and its owner signed in; `changes` win. */
export async function publishedArtist(
  t: Publisher,
  changes: Partial<EventPayload<'catalog.artist.updated'>> = {},
) {
  const id = randomUUID();
  const { data: artist } = await t.publish('catalog.artist.updated', {
    id,
    instagramHandle: `artist_${id.slice(0, 8)}`,
    email: `artist.${id.slice(0, 8)}@artists.test`,
    profileImage: mediaUrl(),
    flashImages: [mediaUrl()],
    status: 'approved',
    ...changes,
  });
  return { artist, user: sessionUser('artist', { email: artist.email, artistId: id }) };
}

/**
 * A studio, approved unless `pending` (as catalog publishes an application), and its owner signed in; `owner` is
 * a signed-in artist whose login the studio joins (`artist-studio`).
 */
export async function publishedStudio(
  t: Publisher,
  { owner = null, pending = false }: { owner?: SessionUser | null; pending?: boolean } = {},
) {
  const id = randomUUID();
  const { data: studio } = await t.publish(pending ? 'catalog.studio.submitted' : 'catalog.studio.updated', {
    id,
    handle: `studio-${id.slice(0, 8)}`,
    businessEmail: owner?.email ?? `studio.${id.slice(0, 8)}@studios.test`,
    logo: mediaUrl(),
    status: pending ? 'pending' : 'approved',
  });
  const user = owner
    ? { ...owner, role: 'artist-studio' as const, studioId: id }
    : sessionUser('studio', { email: studio.businessEmail, studioId: id });
  return { studio, user };
}
