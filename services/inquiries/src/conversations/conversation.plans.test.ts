import { explainSelects, indexesOf, inRolledBackTransaction, seqScansOf } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listArtistInbox } from '../artist-inquiries/artist-inquiry.repository';
import type { InquiriesDb } from '../db';
import { listStudioInbox } from '../studio-inquiries/studio-inquiry.repository';
import { seedInquiries } from '../testing/seed-at-scale';
import { useInquiries } from '../testing/suite';
import { listMessages } from './message.repository';
import { unreadByRecipient } from './read-mark.repository';

// Issue 27 item 3: a conversation's pages and an inbox page's unread counts keep to messages_thread among tens of
// thousands of messages (the inbox pages themselves: inbox-counts/inbox-count.test.ts).

const t = useInquiries();
const LARGE = ['messages', 'artist_inquiries', 'studio_inquiries'];
const PAGE = { limit: 24, offset: 0 };

describe('conversations at 48,000 messages', () => {
  it('page a thread and count an inbox page’s unread on indexes, never a table whole', async () => {
    await inRolledBackTransaction(t.db, async (trx) => {
      await seedInquiries(trx, { kind: 'artist', count: 20_000, label: 'others', messagesEach: 2 });
      await seedInquiries(trx, {
        kind: 'artist',
        count: 1_000,
        label: 'artist',
        recipientId: t.artist.id,
        messagesEach: 2,
      });
      await seedInquiries(trx, {
        kind: 'studio',
        count: 1_000,
        label: 'studio',
        recipientId: t.studio.id,
        messagesEach: 2,
      });
      // One long conversation: its second page starts after the first's last message.
      await seedInquiries(trx, {
        kind: 'artist',
        count: 1,
        label: 'long',
        recipientId: t.artist.id,
        messagesEach: 120,
      });
      const { rows } = await sql<{ id: string }>`
        select id from artist_inquiries where full_name = 'long client 1'`.execute(trx);
      const thread = { kind: 'artist' as const, id: rows[0]?.id as string };
      const first = await listMessages(trx, thread, null, 51);
      const last = first[49];
      expect(first).toHaveLength(51);
      const after = { createdAt: last?.created_at as string, id: last?.id as string };
      const artistPage = (await listArtistInbox(trx, t.artist.id, PAGE)).rows.map((row) => row.id);
      const studioPage = (await listStudioInbox(trx, t.studio.id, PAGE)).rows.map((row) => row.id);
      expect([artistPage.length, studioPage.length]).toEqual([24, 24]);
      const reads = (db: InquiriesDb) =>
        Promise.all([
          listMessages(db, thread, null, 51),
          listMessages(db, thread, after, 51),
          unreadByRecipient(db, 'artist', artistPage),
          unreadByRecipient(db, 'studio', studioPage),
        ]);
      const [, second, artistUnread, studioUnread] = await reads(trx);
      expect(second).toHaveLength(51);
      expect([artistUnread.size, studioUnread.size]).toEqual([24, 24]);
      const plans = await explainSelects(trx, reads);
      expect(plans).toHaveLength(4);
      expect(seqScansOf(plans, LARGE)).toEqual([]);
      expect(indexesOf(plans)).toContain('messages_thread');
    });
  }, 180_000);
});
