import type { ServiceApp } from '@inkbook/service-kit';
import type { CatalogDb } from '../db';
import { deleteUnclaimedBefore } from './media.repository';

/** How long an upload may wait for a profile to reference it (a wizard is filled in well within a day). */
export const UNCLAIMED_MEDIA_TTL = '24 hours';
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Deletes uploads that no saved profile claimed within the TTL; answers how many went. */
export const deleteUnclaimedMedia = (db: CatalogDb) => deleteUnclaimedBefore(db, UNCLAIMED_MEDIA_TTL);

/**
 * Runs the cleanup hourly for as long as the app lives. Every replica may run it: the delete is idempotent.
 * The timer is unref'd so it never keeps a process (or a test run) alive on its own.
 */
export function scheduleMediaCleanup(app: ServiceApp, db: CatalogDb, everyMs = CLEANUP_EVERY_MS): void {
  const timer = setInterval(() => {
    deleteUnclaimedMedia(db)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'removed unclaimed media');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'media cleanup failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
