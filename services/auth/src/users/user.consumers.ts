import { forgetPublishedEvents, type ServiceContext } from '@inkbook/service-kit';
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

/**
 * Issue 27 item 5: once `auth.user.deleted` is out, auth's own log forgets every event that named the erased account
 * (its creation, updates, links and the deletion itself).
 */
export async function registerErasureConsumers(context: ServiceContext<AuthDatabase>) {
  await context.consume({
    durable: 'auth-erased-log',
    subjects: ['auth.user.deleted'],
    handle: async (trx, { id, data }) => {
      if (data.erase) await forgetPublishedEvents(trx, [data.id, data.email], id);
    },
  });
}
