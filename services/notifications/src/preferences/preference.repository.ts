import {
  type NotificationCategory,
  notificationCategories,
  type Preferences,
} from '@inkbook/contracts/notification';
import { sql } from 'kysely';
import type { NotificationsDb } from '../db';

const allOn = () => Object.fromEntries(notificationCategories.map((c) => [c, true])) as Preferences['email'];

/** Every category's switch for `email` (lowercased by the caller): on unless turned off. */
export async function readPreferences(db: NotificationsDb, email: string): Promise<Preferences> {
  const rows = await db
    .selectFrom('email_preferences')
    .select(['category', 'enabled'])
    .where('email', '=', email)
    .execute();
  const preferences = allOn();
  for (const { category, enabled } of rows) preferences[category] = enabled;
  return { email: preferences };
}

/** Whether `email` receives `category`'s emails. */
export async function wantsEmail(db: NotificationsDb, email: string, category: NotificationCategory) {
  const row = await db
    .selectFrom('email_preferences')
    .select('enabled')
    .where('email', '=', email)
    .where('category', '=', category)
    .executeTakeFirst();
  return row?.enabled ?? true;
}

/** Sets the switches given; the others keep their value. */
export async function writePreferences(
  db: NotificationsDb,
  email: string,
  changes: Partial<Record<NotificationCategory, boolean>>,
) {
  const rows = Object.entries(changes).map(([category, enabled]) => ({
    email,
    category: category as NotificationCategory,
    enabled: enabled === true,
    updated_at: new Date().toISOString(),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('email_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['email', 'category']).doUpdateSet({
        enabled: (eb) => eb.ref('excluded.enabled'),
        updated_at: sql<string>`now()`,
      }),
    )
    .execute();
}
