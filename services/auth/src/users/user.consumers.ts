import { subjects } from '@inkbook/contracts/events';
import type { ServiceContext } from '@inkbook/service-kit';
import type { AuthDatabase } from '../db';
import { unlinkProfile } from './account.service';

/** A deleted artist or studio profile no longer belongs to any login. */
export async function registerUserConsumers(context: ServiceContext<AuthDatabase>) {
  await context.consume({
    durable: 'auth-profile-deletions',
    subjects: [subjects.catalogArtistDeleted, subjects.catalogStudioDeleted],
    handle: async (trx, event) => {
      const id = typeof event.data.id === 'string' ? event.data.id : undefined;
      if (!id) return;
      await unlinkProfile(
        trx,
        event.subject === subjects.catalogArtistDeleted ? { artistId: id } : { studioId: id },
      );
    },
  });
}
