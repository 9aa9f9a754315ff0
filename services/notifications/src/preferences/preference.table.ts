import type { NotificationCategory } from '@inkbook/contracts/notification';
import type { ColumnType } from 'kysely';

/** A switch someone turned, per (lowercased address, category); a category without a row is on. */
export interface EmailPreferencesTable {
  email: string;
  category: NotificationCategory;
  enabled: boolean;
  updated_at: ColumnType<string, never, string>;
}
