import { randomUUID } from 'node:crypto';
import { INQUIRY_RATE_LIMITED } from '@inkbook/contracts/inquiry';
import { expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '3', INQUIRY_RATE_LIMIT_PER_EMAIL: '2' });

it('limits one address, over both kinds, and not the next address', async () => {
  const ip = '10.1.0.1';
  const key = randomUUID();
  const replayed = t.artistBody();
  expect((await t.sendArtist(replayed, { ip, key })).statusCode).toBe(201);
  // A replayed key (the same request again) sends nothing, so it does not count.
  expect((await t.sendArtist(replayed, { ip, key })).statusCode).toBe(201);
  expect((await t.sendStudio(t.studioBody(), { ip })).statusCode).toBe(201);
  expect((await t.sendArtist(t.artistBody(), { ip })).statusCode).toBe(201);
  const before = await t.storedCounts();
  const over = await t.sendArtist(t.artistBody({ password: 'client-password' }), {
    ip,
  });
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe(INQUIRY_RATE_LIMITED);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  expect(await t.storedCounts()).toEqual(before);
  expect((await t.sendArtist(t.artistBody(), { ip: '10.1.0.2' })).statusCode).toBe(201);
});

it('limits one email from any address', async () => {
  const email = `limited.${randomUUID().slice(0, 8)}@clients.test`;
  for (const ip of ['10.2.0.1', '10.2.0.2'])
    expect((await t.sendArtist(t.artistBody({ email }), { ip })).statusCode).toBe(201);
  const over = await t.sendStudio(t.studioBody({ email }), { ip: '10.2.0.3' });
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toBe(INQUIRY_RATE_LIMITED);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
});

it("counts only inquiries sent against an email: a stranger's refused sends count against the stranger's address", async () => {
  const body = t.artistBody({ password: 'client-password' });
  expect((await t.sendArtist(body, { ip: '10.3.0.1' })).statusCode).toBe(201);
  const refused = [];
  for (let i = 0; i < 3; i++)
    refused.push(await t.sendArtist({ ...body, password: `guess-${i}-password` }, { ip: '10.3.0.2' }));
  expect(refused.map((res) => res.statusCode)).toEqual([409, 409, 409]);
  expect((await t.sendArtist(t.artistBody(), { ip: '10.3.0.2' })).statusCode).toBe(429);
  const client = t.auth.signIn(body.email, 'client-password');
  expect(
    (await t.sendStudio(t.studioBody({ email: body.email }), { ip: '10.3.0.3', user: client })).statusCode,
  ).toBe(201);
});
