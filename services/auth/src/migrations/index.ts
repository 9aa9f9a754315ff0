import type { Migration } from 'kysely';
import * as usersAndSessions from './2026-11-22_001_users-and-sessions';

export const migrations: Record<string, Migration> = {
  '2026-11-22_001_users-and-sessions': usersAndSessions,
};
