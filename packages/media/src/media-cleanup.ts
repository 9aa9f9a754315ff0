import type { ServiceApp } from '@inkbook/service-kit';
import type { MediaDatabase } from './media.table';
import type { MediaStore } from './media-store';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the cleanup of unclaimed media hourly for as long as the app lives: uploads nobody claimed within a day, or
 * what a service keeps for a while only (`olderThan`, e.g. design-ai's designs). Every replica may run it: the
 * delete is idempotent. The timer is unref'd so it never keeps a process (or a test run) alive on its own.
 */
export function scheduleMediaCleanup(
  app: ServiceApp,
  store: Pick<MediaStore<MediaDatabase>, 'deleteUnclaimed'>,
  { olderThan, everyMs = CLEANUP_EVERY_MS }: { olderThan?: string; everyMs?: number } = {},
): void {
  const timer = setInterval(() => {
    store
      .deleteUnclaimed(olderThan)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'removed unclaimed media');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'media cleanup failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
