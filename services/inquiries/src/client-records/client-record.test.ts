import { randomUUID } from 'node:crypto';
import { sampleEventPayload } from '@inkbook/contracts/event-samples';
import type { EventPayload, TypedEvent } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutContact } from '../testing/factories';
import { useInquiries } from '../testing/suite';

// Issue 23 item 10: a client's track record, kept from bookings' events by email, on the inquiry as its recipient
// reads it (inbox and detail) and nowhere else: not the client's own list, not a studio's view of its artists'
// inquiries, not the inquiry's events.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });
const EMAIL = `Pat.Client.${randomUUID().slice(0, 8)}@Clients.test`;
const ZERO = { completed: 0, lateCancellations: 0, noShows: 0 };
const ids = { artist: '', studio: '', stranger: '' };
let client: SessionUser;

beforeAll(async () => {
  const sent = await t.sendArtist(t.artistBody({ email: EMAIL, password: 'client-password' }));
  expect(sent.statusCode).toBe(201);
  ids.artist = sent.json().id;
  client = t.auth.signIn(EMAIL, 'client-password');
  const toStudio = await t.sendStudio(withoutContact(t.studioBody()), { user: client });
  expect(toStudio.statusCode, toStudio.body).toBe(201);
  ids.studio = toStudio.json().id;
  ids.stranger = (await t.sendArtist(t.artistBody())).json().id;
});

const itemOf = async (url: string, user: SessionUser, id: string) => {
  const res = await t.inject({ method: 'GET', url }, user);
  expect(res.statusCode).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === id);
};
const artistItem = (id = ids.artist) => itemOf(`/api/inquiries/artist/${t.artist.id}`, t.artistUser, id);
const studioItem = () => itemOf(`/api/studio-inquiries/studio/${t.studio.id}`, t.studioUser, ids.studio);

/** What bookings publishes when the client's counts change, at `occurredAt`. */
async function recordChanged(
  changes: Partial<EventPayload<'bookings.client-record.updated'>>,
  occurredAt: Date,
) {
  const event = {
    id: randomUUID(),
    subject: 'bookings.client-record.updated',
    occurredAt: occurredAt.toISOString(),
    data: sampleEventPayload('bookings.client-record.updated', {
      clientEmail: EMAIL.toLowerCase(),
      ...changes,
    }),
  } as TypedEvent<'bookings.client-record.updated'>;
  await t.transport.publish(event);
  await t.transport.handled(event.id, event.subject);
}

describe("a client's track record", () => {
  it('is zeros for a client bookings has told nothing of', async () => {
    expect((await artistItem()).clientRecord).toEqual(ZERO);
    expect((await studioItem()).clientRecord).toEqual(ZERO);
  });

  it('shows the latest counts to both recipients, whatever the email’s case; an older event changes nothing', async () => {
    const record = { completed: 3, lateCancellations: 1, noShows: 2 };
    await recordChanged(record, new Date());
    expect((await artistItem()).clientRecord).toEqual(record);
    expect((await studioItem()).clientRecord).toEqual(record);
    expect((await artistItem(ids.stranger)).clientRecord).toEqual(ZERO);

    await recordChanged({ completed: 1, lateCancellations: 0, noShows: 0 }, new Date(Date.now() - 3600_000));
    expect((await artistItem()).clientRecord).toEqual(record);
    await t.publish('bookings.client-record.updated', { clientEmail: EMAIL, completed: 4 });
    expect((await artistItem()).clientRecord).toEqual({
      ...record,
      completed: 4,
      lateCancellations: 0,
      noShows: 0,
    });
  });

  it('is answered on the recipient’s changes of the inquiry', async () => {
    const notes = await t.inject(
      { method: 'PATCH', url: `/api/inquiries/${ids.artist}/notes`, payload: { notes: 'Reliable' } },
      t.artistUser,
    );
    expect(notes.json().inquiry.clientRecord).toMatchObject({ completed: 4 });
    const approved = await t.inject(
      { method: 'PATCH', url: `/api/studio-inquiries/${ids.studio}/status`, payload: { status: 'approved' } },
      t.studioUser,
    );
    expect(approved.json().clientRecord).toMatchObject({ completed: 4 });
  });

  it('is never in the client’s own list, the studio’s view of its artists’ inquiries, or an event', async () => {
    const mine = (await t.inject({ method: 'GET', url: '/api/inquiries/mine' }, client)).json();
    expect(mine.items).toHaveLength(2);
    for (const item of mine.items) expect(item).not.toHaveProperty('clientRecord');

    await t.publish('claims.claim.updated', {
      id: randomUUID(),
      artistId: t.artist.id,
      studioId: t.studio.id,
      status: 'verified',
    });
    const viewed = await itemOf(`/api/studio/${t.studio.id}/artist-inquiries`, t.studioUser, ids.artist);
    expect(viewed).toMatchObject({ id: ids.artist });
    for (const field of ['clientRecord', 'unreadMessages', 'stage']) expect(viewed).not.toHaveProperty(field);

    const { rows } = await sql<{ payload: Record<string, unknown> }>`
      select payload from inquiries.outbox where payload->>'id' in (${ids.artist}, ${ids.studio})`.execute(
      t.db,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { payload } of rows) expect(payload).not.toHaveProperty('clientRecord');
  });
});
