import { LRUCache } from 'lru-cache';
import type { InquiriesDb } from '../db';
import { type InboxView, inboxVersion } from './inbox-version.repository';

/** Room for about a thousand first pages of 24 inquiries. */
const MAX_CHARACTERS = 32 * 1024 * 1024;

/**
 * Inbox pages as their JSON answers, kept in this process with the inbox version they were read at. Every read
 * first reads the version from the database, so a page is sent again only while nothing it shows has changed,
 * whichever instance wrote: the version is read before the page, so a page never holds older data than its version.
 */
export function createInboxCache() {
  const pages = new LRUCache<string, { version: string; text: string }>({
    maxSize: MAX_CHARACTERS,
    sizeCalculation: (page) => page.text.length + page.version.length,
  });
  return {
    /** `view`'s page `key` of `recipientId`: the one kept while the version holds, else `read` and kept. */
    async answer(
      db: InquiriesDb,
      view: InboxView,
      recipientId: string,
      key: string,
      read: () => Promise<string>,
    ): Promise<string> {
      const version = await inboxVersion(db, view, recipientId);
      const cacheKey = `${view} ${recipientId} ${key}`;
      const kept = pages.get(cacheKey);
      if (kept?.version === version) return kept.text;
      const text = await read();
      pages.set(cacheKey, { version, text });
      return text;
    },
  };
}
export type InboxCache = ReturnType<typeof createInboxCache>;
