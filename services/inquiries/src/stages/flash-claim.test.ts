import { randomUUID } from 'node:crypto';
import {
  FLASH_CLAIMED_MESSAGE,
  FLASH_NOT_PRICED,
  type FlashPiece,
  flashQuote,
} from '@inkbook/contracts/availability';
import { publishedArtist } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

// Issue 26 item 3: 'Book this flash'. The quote is the piece's price whatever the client sends; a one-off piece is
// claimed once its booking is confirmed (published once), and booking it again is a 409.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });

const media = (n: number) => `/media/${String(n).repeat(64).slice(0, 64)}`;
const [oneOff, repeatable, unpriced] = [media(1), media(2), media(3)];
let artistId = '';

beforeAll(async () => {
  const piece = (url: string, price: number | null, isRepeatable: boolean): FlashPiece => ({
    url,
    title: 'Swallow',
    price,
    sizeInches: 3,
    repeatable: isRepeatable,
    claimed: false,
  });
  const { artist } = await publishedArtist(t, {
    flashImages: [oneOff, repeatable, unpriced],
    flash: [piece(oneOff, 250, false), piece(repeatable, 120, true), piece(unpriced, null, true)],
  });
  artistId = artist.id;
});

const book = (flashBooking: string, overrides: Record<string, unknown> = {}) =>
  t.sendArtist(t.artistBody({ artistId, flashBooking, ...overrides }));

/** bookings' events for the inquiry: a booking created awaiting its deposit, then `status`. */
async function booking(inquiryId: string, status: 'confirmed' | 'completed', bookingId = randomUUID()) {
  const about = { inquiryId, inquiryKind: 'artist' as const, id: bookingId, offerId: randomUUID() };
  const createdAt = new Date().toISOString();
  await t.publish('bookings.booking.created', {
    ...about,
    status: 'awaiting_deposit',
    createdAt,
    updatedAt: createdAt,
  });
  await t.publish('bookings.booking.updated', {
    ...about,
    status,
    createdAt,
    updatedAt: new Date().toISOString(),
  });
  return bookingId;
}

const claims = async () =>
  (
    await sql<{ payload: Record<string, string> }>`
      select payload from inquiries.outbox where subject = 'inquiries.flash.claimed' order by seq`.execute(
      t.db,
    )
  ).rows.map((row) => row.payload);

it('answers 400 on flashBooking for anything but one of the artist’s priced pieces', async () => {
  for (const url of [unpriced, media(4), 'not a url']) {
    const res = await book(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ flashBooking: FLASH_NOT_PRICED });
  }
});

it('stores the flash price as the quote, whatever the client sent', async () => {
  const res = await book(repeatable, { complexity: 'detailed', aiEstimateRange: '$1 - $1', aiDeposit: 1 });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    flashBooking: repeatable,
    aiEstimateRange: flashQuote(120).aiEstimateRange,
    aiDeposit: flashQuote(120).aiDeposit,
  });
  expect(flashQuote(120)).toEqual({ aiEstimateRange: '$120 - $120', aiDeposit: 25 });
});

it('claims a one-off piece once its booking is confirmed: published once, then booking it is a 409', async () => {
  const first = (await book(oneOff)).json();
  const second = (await book(oneOff)).json();
  expect(first.aiEstimateRange).toBe('$250 - $250');
  expect(await claims()).toEqual([]);
  const bookingId = await booking(first.id, 'confirmed');
  expect(await claims()).toEqual([{ artistId, url: oneOff, inquiryId: first.id, bookingId }]);
  // The booking completing, and another inquiry's booking of the piece confirmed, claim nothing more.
  await t.publish('bookings.booking.updated', {
    inquiryId: first.id,
    inquiryKind: 'artist',
    id: bookingId,
    status: 'completed',
  });
  await booking(second.id, 'confirmed');
  expect(await claims()).toHaveLength(1);
  const res = await book(oneOff);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(FLASH_CLAIMED_MESSAGE);
});

it('never claims a repeatable piece', async () => {
  const inquiry = (await book(repeatable)).json();
  await booking(inquiry.id, 'confirmed');
  expect((await claims()).filter((claim) => claim.url === repeatable)).toEqual([]);
  expect((await book(repeatable)).statusCode).toBe(201);
});
