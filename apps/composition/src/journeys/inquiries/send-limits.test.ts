import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED, INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { artistInquiryBody, studioInquiryBody, withoutContact } from '@inkbook/inquiries/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../testing/row-counts';
import { useInquiryJourney } from './inquiries-stack';

// Issue 29: the send limits count what their owner did, every 429 says when, and an Idempotency-Key is its
// sender's own. Small limits, so a few requests show them; each test has addresses of its own.
const WINDOW_SECONDS = 3600;
const j = useInquiryJourney({
  INQUIRY_RATE_LIMIT_PER_ADDRESS: '4',
  INQUIRY_RATE_LIMIT_PER_EMAIL: '2',
  INQUIRY_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
});

let artistId: string;
let studioId: string;
beforeAll(async () => {
  artistId = (await j.recipientArtist()).artist.id;
  studioId = (await j.recipientStudio()).studio.id;
}, 60_000);

const post = (
  url: string,
  payload: object,
  options: { remoteAddress: string; cookie?: string; key?: string },
) =>
  j.send('POST', url, {
    payload,
    remoteAddress: options.remoteAddress,
    ...(options.cookie && { cookie: options.cookie }),
    ...(options.key && { headers: { 'idempotency-key': options.key } }),
  });

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe(INQUIRY_RATE_LIMITED);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

const storedCounts = () => rowCounts(j.db, ['inquiries.artist_inquiries', 'inquiries.studio_inquiries']);

describe('the per-email limit', () => {
  it("counts only inquiries sent; a stranger's refusals count against the stranger's address", async () => {
    const client = '10.29.1.1';
    const stranger = '10.29.1.2';
    const body = artistInquiryBody(artistId, { password: 'client-password' });
    expect((await post('/api/inquiries', body, { remoteAddress: client })).statusCode).toBe(201);

    // The probe: the client's email with wrong passwords from elsewhere, until that address is refused.
    const guesses = [];
    for (let i = 0; i < 4; i++)
      guesses.push(
        await post(
          '/api/inquiries',
          { ...body, password: `wrong-password-${i}` },
          { remoteAddress: stranger },
        ),
      );
    expect(guesses.map((res) => res.statusCode)).toEqual([409, 409, 409, 409]);
    expectLimited(await post('/api/inquiries', artistInquiryBody(artistId), { remoteAddress: stranger }));

    // The client, signed in, still sends on either route, until their own email's allowance is used.
    const cookie = await j.signIn(body.email, 'client-password');
    const studioInquiry = withoutContact(studioInquiryBody(studioId));
    expect(
      (await post('/api/studio-inquiries', studioInquiry, { remoteAddress: client, cookie })).statusCode,
    ).toBe(201);
    const before = await storedCounts();
    const over = await post('/api/inquiries', withoutContact(artistInquiryBody(artistId)), {
      remoteAddress: client,
      cookie,
    });
    expectLimited(over);
    expect(await storedCounts()).toEqual(before);
  });
});

describe.each([
  {
    kind: 'artist',
    url: '/api/inquiries',
    body: (o: Record<string, unknown>) => artistInquiryBody(artistId, o),
    address: '10.29.2.1',
  },
  {
    kind: 'studio',
    url: '/api/studio-inquiries',
    body: (o: Record<string, unknown>) => studioInquiryBody(studioId, o),
    address: '10.29.2.2',
  },
])('an Idempotency-Key on $kind inquiries', ({ url, body, address }) => {
  it("replays its own request, refuses another body with 422, and is never another sender's", async () => {
    const key = randomUUID();
    const first = body({ fullName: 'First Sender', phone: '512-555-0101' });
    const sent = await post(url, first, { remoteAddress: address, key });
    expect(sent.statusCode).toBe(201);
    const replay = await post(url, first, { remoteAddress: address, key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(sent.json());

    const before = await storedCounts();
    const changed = await post(
      url,
      { ...first, concept: 'A different idea entirely' },
      { remoteAddress: address, key },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await storedCounts()).toEqual(before);

    // Someone else behind the same address with the same key gets their own inquiry, none of the first's data.
    const second = body({ fullName: 'Second Sender', phone: '512-555-0102' });
    const theirs = await post(url, second, { remoteAddress: address, key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(sent.json().id);
    expect(theirs.json()).toMatchObject({ fullName: 'Second Sender', email: second.email });
    for (const leaked of [first.email, 'First Sender', '512-555-0101'])
      expect(theirs.body).not.toContain(leaked);
  });
});
