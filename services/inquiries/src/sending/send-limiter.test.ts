import { randomUUID } from 'node:crypto';
import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  artistInquiryBody,
  type InquiriesTest,
  recipientArtist,
  recipientStudio,
  sendArtistInquiry,
  sendStudioInquiry,
  startInquiries,
  storedCounts,
  studioInquiryBody,
} from '../testing/factories';

let t: InquiriesTest;
let artistId: string;
let studioId: string;

beforeAll(async () => {
  t = await startInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '3', INQUIRY_RATE_LIMIT_PER_EMAIL: '2' });
  artistId = (await recipientArtist(t)).artist.id;
  studioId = (await recipientStudio(t)).studio.id;
}, 60_000);
afterAll(() => t?.close());

it('limits one address, over both kinds, and not the next address', async () => {
  const ip = '10.1.0.1';
  const key = randomUUID();
  expect((await sendArtistInquiry(t, artistInquiryBody(artistId), { ip, key })).statusCode).toBe(201);
  // A replayed key sends nothing, so it does not count.
  expect((await sendArtistInquiry(t, artistInquiryBody(artistId), { ip, key })).statusCode).toBe(201);
  expect((await sendStudioInquiry(t, studioInquiryBody(studioId), { ip })).statusCode).toBe(201);
  expect((await sendArtistInquiry(t, artistInquiryBody(artistId), { ip })).statusCode).toBe(201);
  const before = await storedCounts(t);
  const over = await sendArtistInquiry(t, artistInquiryBody(artistId, { password: 'client-password' }), {
    ip,
  });
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe(INQUIRY_RATE_LIMITED);
  expect(await storedCounts(t)).toEqual(before);
  expect((await sendArtistInquiry(t, artistInquiryBody(artistId), { ip: '10.1.0.2' })).statusCode).toBe(201);
});

it('limits one email from any address', async () => {
  const email = `limited.${randomUUID().slice(0, 8)}@clients.test`;
  for (const ip of ['10.2.0.1', '10.2.0.2'])
    expect((await sendArtistInquiry(t, artistInquiryBody(artistId, { email }), { ip })).statusCode).toBe(201);
  const over = await sendStudioInquiry(t, studioInquiryBody(studioId, { email }), { ip: '10.2.0.3' });
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe(INQUIRY_RATE_LIMITED);
});
