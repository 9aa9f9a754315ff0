import { randomUUID } from 'node:crypto';
import { signIn } from '@inkbook/catalog/testing';
import { INQUIRY_ACCOUNT_EXISTS } from '@inkbook/contracts/inquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t = await startInquiries();
  artistId = (await recipientArtist(t)).artist.id;
  studioId = (await recipientStudio(t)).studio.id;
}, 60_000);
afterAll(() => t?.close());

const mine = (user: Awaited<ReturnType<typeof signIn>>) =>
  t.inject({ method: 'GET', url: '/api/inquiries/mine' }, user).then((res) => res.json());

describe('client accounts (DESIGN §3)', () => {
  it("creates a client login with an anonymous sender's inquiry, which then follows it", async () => {
    const body = artistInquiryBody(artistId, { password: 'client-password' });
    const res = await sendArtistInquiry(t, body);
    expect(res.statusCode).toBe(201);
    const client = await signIn(t.catalog, body.email, 'client-password');
    expect(client.role).toBe('client');
    expect((await mine(client)).items.map((i: { id: string }) => i.id)).toEqual([res.json().id]);
  });

  it('answers 409 for an existing email not signed in, right or wrong password alike, storing nothing', async () => {
    const body = artistInquiryBody(artistId, { password: 'client-password' });
    expect((await sendArtistInquiry(t, body)).statusCode).toBe(201);
    const before = await storedCounts(t);
    const right = await sendArtistInquiry(t, body);
    const wrong = await sendArtistInquiry(t, { ...body, password: 'another-password' });
    const studio = await sendStudioInquiry(
      t,
      studioInquiryBody(studioId, { email: body.email, password: 'x-password' }),
    );
    for (const res of [right, wrong, studio]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(INQUIRY_ACCOUNT_EXISTS);
      expect(res.json().error.fields).toEqual({ email: INQUIRY_ACCOUNT_EXISTS });
    }
    expect(right.body).toBe(wrong.body);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('links a signed-in sender, of any role, without a password', async () => {
    const body = artistInquiryBody(artistId, { password: 'client-password' });
    await sendArtistInquiry(t, body);
    const client = await signIn(t.catalog, body.email, 'client-password');
    const before = await storedCounts(t);
    const { password: _password, ...noPassword } = body as Record<string, unknown>;
    const again = await sendStudioInquiry(t, studioInquiryBody(studioId, noPassword), { user: client });
    expect(again.statusCode).toBe(201);
    expect((await storedCounts(t)).users).toBe(before.users);
    expect((await mine(client)).items).toHaveLength(2);

    const { user: artistUser } = await recipientArtist(t);
    const asArtist = await sendArtistInquiry(t, artistInquiryBody(artistId), { user: artistUser });
    expect(asArtist.statusCode).toBe(201);
    expect((await mine(artistUser)).items.map((i: { id: string }) => i.id)).toEqual([asArtist.json().id]);
  });

  it('leaves an anonymous inquiry without a password to nobody', async () => {
    const before = await storedCounts(t);
    expect((await sendArtistInquiry(t, artistInquiryBody(artistId))).statusCode).toBe(201);
    expect((await storedCounts(t)).users).toBe(before.users);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, one row, the account created once', async () => {
    const body = artistInquiryBody(artistId, { password: 'client-password' });
    const key = randomUUID();
    const first = await sendArtistInquiry(t, body, { key });
    const before = await storedCounts(t);
    const retry = await sendArtistInquiry(t, body, { key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await storedCounts(t)).toEqual(before);
  });

  it('makes a double click one inquiry', async () => {
    const body = studioInquiryBody(studioId);
    const key = randomUUID();
    const before = await storedCounts(t);
    const answers = await Promise.all([1, 2, 3].map(() => sendStudioInquiry(t, body, { key })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect((await storedCounts(t)).studioInquiries).toBe(before.studioInquiries + 1);
  });

  it("keeps each sender's keys apart", async () => {
    const key = randomUUID();
    const a = await sendArtistInquiry(t, artistInquiryBody(artistId), { key, ip: '10.0.0.1' });
    const b = await sendArtistInquiry(t, artistInquiryBody(artistId), { key, ip: '10.0.0.2' });
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('frees the key after a failed send, so the corrected retry goes through', async () => {
    const key = randomUUID();
    const failed = await sendArtistInquiry(t, artistInquiryBody(randomUUID()), { key });
    expect(failed.statusCode).toBe(404);
    expect((await sendArtistInquiry(t, artistInquiryBody(artistId), { key })).statusCode).toBe(201);
  });
});
