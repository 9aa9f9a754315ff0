import { forgetPublishedEvents } from '@inkbook/service-kit';
import { removeArtist, removeStudio } from '../admin/admin.service';
import type { CatalogContext } from '../context';

/**
 * Issue 27 item 5: an artist or studio deleted their account. Their profiles and images leave the catalog at once, as
 * an admin's delete does (the deleted events clear every projection and cache), and the events that named them are
 * forgotten.
 */
export const registerOwnerErasureConsumers = (context: CatalogContext) =>
  context.consume({
    durable: 'catalog-owner-erasure',
    subjects: ['auth.user.deleted'],
    async handle(trx, { data }) {
      if (!data.erase) return;
      if (data.artistId) await removeArtist(context, trx, data.artistId);
      if (data.studioId) await removeStudio(context, trx, data.studioId);
      await forgetPublishedEvents(trx, [data.id, data.email.trim().toLowerCase()]);
    },
  });
