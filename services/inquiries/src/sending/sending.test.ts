import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@inkbook/contracts/identity';
import { IDEMPOTENCY_KEY_REUSED, INQUIRY_ACCOUNT_EXISTS } from '@inkbook/contracts/inquiry';
import { publishedArtist } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

const mine = (user: SessionUser) =>
  t.inject({ method: 'GET', url: '/api/inquiries/mine' }, user).then((res) => res.json());

describe('client accounts (DESIGN §3)', () => {
  it("creates a client login with an anonymous sender's inquiry, which then follows it", async () => {
    const body = t.artistBody({ password: 'client-password' });
    const res = await t.sendArtist(body);
    expect(res.statusCode).toBe(201);
    const client = t.auth.signIn(body.email, 'client-password');
    expect(client.role).toBe('client');
    expect((await mine(client)).items.map((i: { id: string }) => i.id)).toEqual([res.json().id]);
  });

  it('signs in the sender whose inquiry created the account, and only them (artist and studio alike)', async () => {
    const artistBody = t.artistBody({ password: 'client-password' });
    const created = await t.sendArtist(artistBody);
    expect(String(created.headers['set-cookie'])).toMatch(/^inkbook_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
    const studioBody = t.studioBody({ password: 'client-password' });
    expect(String((await t.sendStudio(studioBody)).headers['set-cookie'])).toMatch(/^inkbook_session=/);
    expect(t.auth.signedIn()).toEqual(expect.arrayContaining([artistBody.email, studioBody.email]));

    // Linked to an existing account (signed in), refused (409) or without an account: no cookie.
    const client = t.auth.signIn(artistBody.email, 'client-password');
    const { password: _password, ...noPassword } = artistBody as Record<string, unknown>;
    const linked = await t.sendStudio(t.studioBody(noPassword), { user: client });
    const taken = await t.sendArtist(artistBody);
    const anonymous = await t.sendArtist(t.artistBody());
    expect([linked.statusCode, taken.statusCode, anonymous.statusCode]).toEqual([201, 409, 201]);
    for (const res of [linked, taken, anonymous]) expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 409 for an existing email not signed in, right or wrong password alike, storing nothing', async () => {
    const body = t.artistBody({ password: 'client-password' });
    expect((await t.sendArtist(body)).statusCode).toBe(201);
    const before = await t.storedCounts();
    const right = await t.sendArtist(body);
    const wrong = await t.sendArtist({ ...body, password: 'another-password' });
    const studio = await t.sendStudio(t.studioBody({ email: body.email, password: 'x-password' }));
    for (const res of [right, wrong, studio]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(INQUIRY_ACCOUNT_EXISTS);
      expect(res.json().error.fields).toEqual({ email: INQUIRY_ACCOUNT_EXISTS });
    }
    expect(right.body).toBe(wrong.body);
    expect(await t.storedCounts()).toEqual(before);
  });

  it('links a signed-in sender, of any role, without a password', async () => {
    const body = t.artistBody({ password: 'client-password' });
    await t.sendArtist(body);
    const client = t.auth.signIn(body.email, 'client-password');
    const before = await t.storedCounts();
    const { password: _password, ...noPassword } = body as Record<string, unknown>;
    const again = await t.sendStudio(t.studioBody(noPassword), { user: client });
    expect(again.statusCode).toBe(201);
    expect((await t.storedCounts()).users).toBe(before.users);
    expect((await mine(client)).items).toHaveLength(2);

    const { user: artistUser } = await publishedArtist(t);
    const asArtist = await t.sendArtist(t.artistBody(), { user: artistUser });
    expect(asArtist.statusCode).toBe(201);
    expect((await mine(artistUser)).items.map((i: { id: string }) => i.id)).toEqual([asArtist.json().id]);
  });

  it('leaves an anonymous inquiry without a password to nobody', async () => {
    const before = await t.storedCounts();
    expect((await t.sendArtist(t.artistBody())).statusCode).toBe(201);
    expect((await t.storedCounts()).users).toBe(before.users);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, one row, the account created once', async () => {
    const body = t.artistBody({ password: 'client-password' });
    const key = randomUUID();
    const first = await t.sendArtist(body, { key });
    const before = await t.storedCounts();
    const retry = await t.sendArtist(body, { key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await t.storedCounts()).toEqual(before);
  });

  it('makes a double click one inquiry', async () => {
    const body = t.studioBody();
    const key = randomUUID();
    const before = await t.storedCounts();
    const answers = await Promise.all([1, 2, 3].map(() => t.sendStudio(body, { key })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect((await t.storedCounts()).studioInquiries).toBe(before.studioInquiries + 1);
  });

  it("keeps each sender's keys apart: other addresses, other emails on one address, other sessions", async () => {
    const key = randomUUID();
    const a = await t.sendArtist(t.artistBody(), { key, ip: '10.0.0.1' });
    const b = await t.sendArtist(t.artistBody(), { key, ip: '10.0.0.2' });
    const c = await t.sendArtist(t.artistBody(), { key, ip: '10.0.0.1' });
    const { user } = await publishedArtist(t);
    const d = await t.sendArtist(t.artistBody(), { key, ip: '10.0.0.1', user });
    const answers = [a, b, c, d];
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(4);
    expect(c.json().email).not.toBe(a.json().email);
  });

  it('refuses the key with another body (422), storing nothing', async () => {
    const key = randomUUID();
    const body = t.studioBody();
    expect((await t.sendStudio(body, { key })).statusCode).toBe(201);
    const before = await t.storedCounts();
    const changed = await t.sendStudio(
      { ...body, concept: 'Something else entirely, on the other arm' },
      { key },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await t.storedCounts()).toEqual(before);
  });

  it('frees the key after a failed send, so the corrected retry goes through', async () => {
    const key = randomUUID();
    const failed = await t.sendArtist(t.artistBody({ artistId: randomUUID() }), { key });
    expect(failed.statusCode).toBe(404);
    expect((await t.sendArtist(t.artistBody(), { key })).statusCode).toBe(201);
  });
});
