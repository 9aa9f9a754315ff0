import type { Migration } from 'kysely';
import * as catalog from './2026-11-22_001_catalog';

export const migrations: Record<string, Migration> = {
  '2026-11-22_001_catalog': catalog,
};
