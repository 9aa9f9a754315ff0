import type { Migration } from 'kysely';
import * as usersAndSessions from './2026-11-22_001_users-and-sessions';
import * as accountLinks from './2026-11-26_001_account-links';
import * as backfillAccountEvents from './2026-11-26_002_backfill-account-events';

export const migrations: Record<string, Migration> = {
  '2026-11-22_001_users-and-sessions': usersAndSessions,
  '2026-11-26_001_account-links': accountLinks,
  '2026-11-26_002_backfill-account-events': backfillAccountEvents,
};
