import { randomUUID } from 'node:crypto';
import { explainSelects, inRolledBackTransaction, seqScansOf } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import type { BookingsDb } from '../db';
import { seedBookings } from '../testing/seed-at-scale';
import { useBookings } from '../testing/suite';
import { bookingsOf } from './booking.repository';
import { type ListScope, listPage } from './booking-list.repository';

// Issue 27 item 3: GET /api/bookings keeps to its indexes at scale, for an artist and for a client. At a few
// thousand sessions reading a page's 100 by their ids costs more on the index than reading the table, so the
// planner rightly scans it: the sizes here are the bench's order of magnitude.

const t = useBookings();
const LARGE = ['bookings', 'booking_sessions', 'offers', 'inquiries'];
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('GET /api/bookings at 35,000 bookings', () => {
  it('reads an artist’s and a client’s pages, a week and a status on indexes, never a table whole', async () => {
    const artistId = randomUUID();
    const clientUserId = randomUUID();
    await inRolledBackTransaction(t.db, async (trx) => {
      // The artist's among a thousand others', and a client's with other artists.
      await seedBookings(trx, { count: 30_000, label: 'others', startsAfterDays: 1 });
      await seedBookings(trx, { count: 4_000, label: 'artist', artistId, startsAfterDays: 2 });
      await seedBookings(trx, { count: 1_000, label: 'client', clientUserId, startsAfterDays: 3 });
      const artist: ListScope = { kind: 'artist', recipientId: artistId };
      const client: ListScope = { clientUserId };
      const week = { from: day(30), to: day(37) };
      const reads = (db: BookingsDb) =>
        Promise.all([
          listPage(db, artist, {}, null, 101),
          listPage(db, artist, week, null, 101),
          listPage(db, artist, { status: 'confirmed' }, null, 101),
          listPage(db, client, {}, null, 101),
          listPage(db, client, week, null, 101),
        ]);
      const pages = await reads(trx);
      expect(pages.map((page) => page.length)).toEqual([101, 56, 101, 101, 56]);
      const plans = await explainSelects(trx, async (explained) => {
        await reads(explained);
        // The page's sessions, history, consent and photos, for a page of real rows.
        await bookingsOf(explained, pages[0]?.slice(0, 100) ?? []);
      });
      // Each page's dated query, the undated one where the dated did not fill the page (the two weeks), then the
      // four of the whole bookings.
      expect(plans).toHaveLength(5 + 2 + 4);
      expect(seqScansOf(plans, LARGE)).toEqual([]);
    });
  }, 180_000);
});
