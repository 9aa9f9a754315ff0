import type { ServiceContext } from '@inkbook/service-kit';
import type { AuthDatabase } from '../db';
import { unlinkProfile } from './account.service';

/** A deleted artist or studio profile no longer belongs to any login. */
export async function registerUserConsumers(context: ServiceContext<AuthDatabase>) {
  await context.consume({
    durable: 'auth-profile-deletions',
    subjects: ['catalog.artist.deleted', 'catalog.studio.deleted'],
    handle: async (trx, event) => {
      const { id } = event.data;
      await unlinkProfile(
        trx,
        event.subject === 'catalog.artist.deleted' ? { artistId: id } : { studioId: id },
      );
    },
  });
}
