import { randomUUID } from 'node:crypto';
import type { WaitlistEntryEvent } from '@inkbook/contracts/availability';
import { type Books, DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import type { SessionUser } from '@inkbook/contracts/identity';
import { publishedArtist, publishedStudio } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import type { InquiriesSuite } from '../testing/suite';

// What the waitlist's tests share: recipients whose books they set, joins from their own addresses, and the
// waitlist events the outbox holds.

export const CLOSED: Books = { ...DEFAULT_BOOKS, status: 'closed', reopensOn: '2027-03-01' };
export const OPEN: Books = { ...DEFAULT_BOOKS, status: 'open' };

let serial = 0;
/** A client address of its own, so the per-address limit is met only where a test means it. */
export const freshIp = () => {
  serial += 1;
  return `10.26.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
};

export const visitor = (name = 'Robin Park') => ({
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}.${randomUUID().slice(0, 8)}@clients.test`,
  idea: 'A small swallow on my wrist, fine line',
  size: 'small',
  preferredMonths: ['2027-03', '2027-04'],
});

export function waitlistKit(t: InquiriesSuite) {
  const join = (body: object, user: SessionUser | null = null, ip = freshIp()) =>
    t.inject({ method: 'POST', url: '/api/waitlist', payload: body }, user, ip);
  return {
    join,
    /** An approved artist or studio with these books, its owner, and a way to change them as catalog would. */
    async recipient(kind: 'artist' | 'studio', books: Books = CLOSED) {
      if (kind === 'artist') {
        const { artist, user } = await publishedArtist(t, { books });
        return {
          id: artist.id,
          user,
          target: { artistId: artist.id },
          setBooks: (next: Books) => t.publish('catalog.artist.updated', { ...artist, books: next }),
        };
      }
      const { studio, user } = await publishedStudio(t);
      const setBooks = (next: Books) => t.publish('catalog.studio.updated', { ...studio, books: next });
      await setBooks(books);
      return { id: studio.id, user, target: { studioId: studio.id }, setBooks };
    },
    /** The payloads of one waitlist subject in the outbox, about `recipientId`, in publishing order. */
    async events(subject: string, recipientId: string): Promise<WaitlistEntryEvent[]> {
      const { rows } = await sql<{ payload: WaitlistEntryEvent }>`
        select payload from inquiries.outbox where subject = ${subject}
        and payload->'recipient'->>'id' = ${recipientId} order by seq`.execute(t.db);
      return rows.map((row) => row.payload);
    },
    list: (user: SessionUser, query = '') => t.inject({ method: 'GET', url: `/api/waitlist${query}` }, user),
  };
}
