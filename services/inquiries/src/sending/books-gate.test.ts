import { setTimeout as sleep } from 'node:timers/promises';
import { BOOKS_CLOSED_MESSAGE, type Books, DEFAULT_BOOKS } from '@inkbook/contracts/availability-rules';
import { publishedArtist, publishedStudio } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { artistInquiryBody, studioInquiryBody } from '../testing/factories';
import { useInquiries } from '../testing/suite';

// Issue 26 item 1: closed books and a full cap refuse inquiries (409, nothing stored); racing sends at the last
// spots let exactly the cap through.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });

const books = (changes: Partial<Books>): Books => ({ ...DEFAULT_BOOKS, ...changes });

/** A fresh artist and studio with these books, and a send to each. */
const kinds = [
  {
    kind: 'artist',
    async recipient(b: Books) {
      const { artist } = await publishedArtist(t, { books: b });
      return {
        send: () => t.sendArtist(artistInquiryBody(artist.id)),
        setBooks: (next: Books) => t.publish('catalog.artist.updated', { ...artist, books: next }),
      };
    },
  },
  {
    kind: 'studio',
    async recipient(b: Books) {
      const { studio } = await publishedStudio(t);
      await t.publish('catalog.studio.updated', { ...studio, books: b });
      return {
        send: () => t.sendStudio(studioInquiryBody(studio.id)),
        setBooks: (next: Books) => t.publish('catalog.studio.updated', { ...studio, books: next }),
      };
    },
  },
] as const;

describe.each(kinds)('$kind inquiries', ({ recipient }) => {
  it('are refused with 409 while the books are closed or waitlist-only, and nothing is stored', async () => {
    for (const status of ['closed', 'waitlist'] as const) {
      const to = await recipient(books({ status, reopensOn: '2027-03-01' }));
      const before = await t.storedCounts();
      const res = await to.send();
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKS_CLOSED_MESSAGE);
      expect(await t.storedCounts()).toEqual(before);
    }
  });

  it('take exactly the cap when sends race for the last spots, counting only since the books opened', async () => {
    const to = await recipient(books({ status: 'open' }));
    // Two inquiries before the books (re)opened with a cap do not count against it.
    for (const res of [await to.send(), await to.send()]) expect(res.statusCode).toBe(201);
    await sleep(20);
    await to.setBooks(books({ status: 'open', requestCap: 3, openedAt: new Date().toISOString() }));
    const results = await Promise.all(Array.from({ length: 6 }, () => to.send()));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(BOOKS_CLOSED_MESSAGE);
    expect((await to.send()).statusCode).toBe(409);
    // Opened again: the count starts over.
    await sleep(20);
    await to.setBooks(books({ status: 'open', requestCap: 1, openedAt: new Date().toISOString() }));
    expect((await to.send()).statusCode).toBe(201);
    expect((await to.send()).statusCode).toBe(409);
  });

  it('are taken again once closed books open (uncapped)', async () => {
    const to = await recipient(books({ status: 'closed' }));
    expect((await to.send()).statusCode).toBe(409);
    await to.setBooks(books({ status: 'open' }));
    expect((await to.send()).statusCode).toBe(201);
  });
});
