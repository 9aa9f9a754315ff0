import { sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';
import { CLOSED, freshIp, OPEN, visitor, waitlistKit } from './waitlist-test-kit';

// Issue 26 item 2: joining (once per email), the owner's list in order, invites that let one inquiry through while
// the books are closed, leaving from the emails' link, and everyone still waiting told once when the books open.

const t = useInquiries({
  INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
  WAITLIST_RATE_LIMIT_PER_ADDRESS: '3',
  WAITLIST_LEAVE_RATE_LIMIT_PER_ADDRESS: '3',
});
const w = waitlistKit(t);

describe.each(['artist', 'studio'] as const)('a %s’s waitlist', (kind) => {
  const send = (recipientId: string, overrides: Record<string, unknown>) =>
    kind === 'artist'
      ? t.sendArtist(t.artistBody({ artistId: recipientId, ...overrides }))
      : t.sendStudio(t.studioBody({ studioId: recipientId, ...overrides }));

  it('takes one entry per email, first come first served, each with its created event and leave link', async () => {
    const to = await w.recipient(kind);
    const [first, second] = [visitor('Robin Park'), visitor('Ana Silva')];
    const joined = await w.join({ ...to.target, ...first });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({ id: expect.any(String), position: 1 });
    const again = await w.join({
      ...to.target,
      ...first,
      email: first.email.toUpperCase(),
      idea: 'Changed my mind a bit',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(joined.json());
    expect((await w.join({ ...to.target, ...second })).json().position).toBe(2);

    const created = await w.events('inquiries.waitlist-entry.created', to.id);
    expect(created.map((e) => e.entry.email)).toEqual([first.email, second.email]);
    expect(created[0]).toMatchObject({
      recipient: { kind, id: to.id },
      entry: { id: joined.json().id, position: 1, preferredMonths: ['2027-03', '2027-04'], size: 'small' },
      inviteToken: null,
    });
    expect(created[0]?.leaveToken.startsWith(`${joined.json().id}.`)).toBe(true);

    const list = await w.list(to.user);
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.map((e: { name: string; position: number }) => [e.name, e.position])).toEqual([
      ['Robin Park', 1],
      ['Ana Silva', 2],
    ]);
  });

  it('asks a visitor for name and email, and a signed-in client only for the idea', async () => {
    const to = await w.recipient(kind);
    const bare = await w.join({ ...to.target, idea: 'A small swallow on my wrist' });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().error.fields).sort()).toEqual(['email', 'name']);
    const client = sessionUser('client');
    const nameless = await w.join({ ...to.target, idea: 'A small swallow on my wrist' }, client);
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(nameless.json().error.fields)).toEqual(['name']);
    // Named by their latest inquiry (to anyone), emailed at their account.
    const open = await w.recipient(kind, OPEN);
    expect((await send(open.id, { fullName: 'Kim Novak', email: client.email })).statusCode).toBe(201);
    await t.db
      .updateTable('artist_inquiries')
      .set({ client_user_id: client.id })
      .where('email', '=', client.email)
      .execute();
    await t.db
      .updateTable('studio_inquiries')
      .set({ client_user_id: client.id })
      .where('email', '=', client.email)
      .execute();
    const signedIn = await w.join({ ...to.target, idea: 'A small swallow on my wrist' }, client);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect((await w.list(to.user)).json().entries).toMatchObject([
      { name: 'Kim Novak', email: client.email },
    ]);
  });

  it('is 404 for a profile that is not approved, and limits joins per address', async () => {
    const missing = kind === 'artist' ? { artistId: crypto.randomUUID() } : { studioId: crypto.randomUUID() };
    expect((await w.join({ ...missing, ...visitor() })).statusCode).toBe(404);
    const to = await w.recipient(kind);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await w.join({ ...to.target, ...visitor() }, null, ip)).statusCode).toBe(201);
    const limited = await w.join({ ...to.target, ...visitor() }, null, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets an invited person send one inquiry while the books are closed, stored fromWaitlist', async () => {
    const to = await w.recipient(kind);
    const [invited, waiting] = [visitor('Robin Park'), visitor('Ana Silva')];
    const { id } = (await w.join({ ...to.target, ...invited })).json();
    await w.join({ ...to.target, ...waiting });
    const res = await t.inject({ method: 'POST', url: `/api/waitlist/${id}/invite`, payload: {} }, to.user);
    expect(res.statusCode, res.body).toBe(200);
    const days = (Date.parse(res.json().inviteExpiresAt) - Date.parse(res.json().invitedAt)) / 86_400_000;
    expect(days).toBe(7);
    const [event] = await w.events('inquiries.waitlist-entry.invited', to.id);
    const token = event?.inviteToken as string;
    expect(token).toEqual(expect.any(String));
    // Only the token's hash is kept.
    const stored = await t.db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    const info = () => t.inject({ method: 'GET', url: `/api/waitlist/invites/${token}` });
    expect((await info()).json()).toMatchObject({ status: 'valid', recipientKind: kind, recipientId: to.id });
    // Without the invite the books are closed; with it, one inquiry goes through.
    expect((await send(to.id, { email: invited.email })).statusCode).toBe(409);
    const sent = await send(to.id, { email: invited.email, waitlistInvite: token });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().fromWaitlist).toBe(true);
    expect((await info()).json().status).toBe('used');
    const before = await t.storedCounts();
    const reused = await send(to.id, { email: invited.email, waitlistInvite: token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This waitlist invite was already used.');
    expect(await t.storedCounts()).toEqual(before);
    // The invited person left the queue; the other moved up.
    expect((await w.list(to.user)).json().entries).toMatchObject([{ email: waiting.email, position: 1 }]);
  });

  it('does not count an invited inquiry against the request cap', async () => {
    const to = await w.recipient(kind, {
      ...OPEN,
      requestCap: 2,
      openedAt: new Date(Date.now() - 1000).toISOString(),
    });
    const person = visitor();
    const { id } = (await w.join({ ...to.target, ...person })).json();
    await t.inject({ method: 'POST', url: `/api/waitlist/${id}/invite`, payload: {} }, to.user);
    const token = (await w.events('inquiries.waitlist-entry.invited', to.id))[0]?.inviteToken;
    expect((await send(to.id, { email: person.email, waitlistInvite: token })).statusCode).toBe(201);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await send(to.id, {})).statusCode);
    expect(codes).toEqual([201, 201, 409]);
  });

  it('refuses an expired invite, another profile’s invite, and an unknown one', async () => {
    const to = await w.recipient(kind);
    const other = await w.recipient(kind);
    const { id } = (await w.join({ ...to.target, ...visitor() })).json();
    await t.inject({ method: 'POST', url: `/api/waitlist/${id}/invite`, payload: {} }, to.user);
    const token = (await w.events('inquiries.waitlist-entry.invited', to.id))[0]?.inviteToken as string;
    const elsewhere = await send(other.id, { waitlistInvite: token });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('This waitlist invite is not for this profile.');
    await sql`update inquiries.waitlist_entries set invite_expires_at = now() - interval '1 minute' where id = ${id}`.execute(
      t.db,
    );
    expect((await t.inject({ method: 'GET', url: `/api/waitlist/invites/${token}` })).json().status).toBe(
      'expired',
    );
    const expired = await send(to.id, { waitlistInvite: token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This waitlist invite has expired.');
    expect((await t.inject({ method: 'GET', url: '/api/waitlist/invites/nope' })).statusCode).toBe(404);
  });

  it('lets a person leave from the link without a session, the owner remove an entry, and an inquiry end it', async () => {
    const to = await w.recipient(kind, OPEN);
    const [leaving, removed, inquiring] = [visitor('Lee Moss'), visitor('Ana Silva'), visitor('Kim Novak')];
    for (const person of [leaving, removed, inquiring]) await w.join({ ...to.target, ...person });
    const [leaveEvent, removedEvent] = await w.events('inquiries.waitlist-entry.created', to.id);
    const leave = (token: string) =>
      t.inject({ method: 'POST', url: '/api/waitlist/leave', payload: { token } }, null, freshIp());
    const left = await leave(leaveEvent?.leaveToken as string);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().recipientName).toEqual(expect.any(String));
    expect((await leave(leaveEvent?.leaveToken as string)).statusCode).toBe(404);
    expect((await leave(`${removedEvent?.entry.id}.forged`)).statusCode).toBe(404);

    const url = `/api/waitlist/${removedEvent?.entry.id}`;
    const gone = await t.inject({ method: 'DELETE', url }, to.user);
    expect(gone.json()).toEqual({ id: removedEvent?.entry.id });
    expect((await t.inject({ method: 'DELETE', url }, to.user)).statusCode).toBe(404);

    expect((await send(to.id, { email: inquiring.email.toUpperCase() })).statusCode).toBe(201);
    expect((await w.list(to.user)).json().entries).toEqual([]);
  });

  it('tells everyone still waiting once, in the order they joined, when the books open', async () => {
    const to = await w.recipient(kind);
    const people = [visitor('Robin Park'), visitor('Ana Silva'), visitor('Lee Moss')];
    for (const person of people) await w.join({ ...to.target, ...person });
    const created = await w.events('inquiries.waitlist-entry.created', to.id);
    await t.inject(
      { method: 'POST', url: '/api/waitlist/leave', payload: { token: created[1]?.leaveToken } },
      null,
      freshIp(),
    );
    await to.setBooks({ ...CLOSED, status: 'waitlist' });
    expect(await w.events('inquiries.waitlist-entry.books-opened', to.id)).toEqual([]);
    await to.setBooks(OPEN);
    const opened = await w.events('inquiries.waitlist-entry.books-opened', to.id);
    expect(opened.map((e) => [e.entry.email, e.entry.position])).toEqual([
      [people[0]?.email, 1],
      [people[2]?.email, 2],
    ]);
    expect(opened.map((e) => e.leaveToken)).toEqual([created[0]?.leaveToken, created[2]?.leaveToken]);
    // Open again (a cap changed): nobody is told twice.
    await to.setBooks({ ...OPEN, requestCap: 10 });
    expect(await w.events('inquiries.waitlist-entry.books-opened', to.id)).toHaveLength(2);
  });
});

it('limits leave attempts per address (a forged link is an attempt too)', async () => {
  const ip = freshIp();
  const leave = () =>
    t.inject({ method: 'POST', url: '/api/waitlist/leave', payload: { token: 'forged.token' } }, null, ip);
  const codes = [];
  for (let i = 0; i < 4; i += 1) codes.push((await leave()).statusCode);
  expect(codes).toEqual([404, 404, 404, 429]);
});
