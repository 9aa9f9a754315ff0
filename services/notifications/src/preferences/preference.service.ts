import type { SessionUser } from '@inkbook/contracts/identity';
import type { NotificationCategory, Preferences } from '@inkbook/contracts/notification';
import { badRequest } from '@inkbook/service-kit';
import type { NotificationsDb } from '../db';
import { readPreferences, writePreferences } from './preference.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_TOKEN = 'This unsubscribe link is not valid. Open it again from the email.';

/** Preferences belong to an address (an email may reach someone before they have an account). */
const addressOf = (user: SessionUser) => user.email.trim().toLowerCase();

export const preferencesOf = (db: NotificationsDb, user: SessionUser) => readPreferences(db, addressOf(user));

export async function updatePreferences(
  db: NotificationsDb,
  user: SessionUser,
  changes: Partial<Record<NotificationCategory, boolean>>,
): Promise<Preferences> {
  await writePreferences(db, addressOf(user), changes);
  return readPreferences(db, addressOf(user));
}

/** `j•••@example.com`: the page names whose email stops without showing the address to whoever holds the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** What the token turns off; a forged or altered one is a 400 that changes nothing. */
export function describeToken(secret: string, token: string) {
  const target = readUnsubscribeToken(secret, token);
  if (!target) throw badRequest(INVALID_UNSUBSCRIBE_TOKEN, { token: INVALID_UNSUBSCRIBE_TOKEN });
  return target;
}

/** Turns the token's one category off for its address, without a session. */
export async function unsubscribe(db: NotificationsDb, secret: string, token: string) {
  const { email, category } = describeToken(secret, token);
  await writePreferences(db, email, { [category]: false });
  return { category, email: maskEmail(email) };
}
