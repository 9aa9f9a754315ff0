/** Every notification query sits under one root, so a new notification or a mark-read refreshes them all. */
const root = ['notifications'] as const;

export const notificationKeys = {
  root,
  /** The bell: the latest page and the unread count. */
  bell: [...root, 'bell'] as const,
  /** `/notifications`: every page loaded so far. */
  list: [...root, 'list'] as const,
  preferences: [...root, 'preferences'] as const,
  /** What an unsubscribe link's token would turn off (no session: not under the signed-in root's refreshes). */
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
};
