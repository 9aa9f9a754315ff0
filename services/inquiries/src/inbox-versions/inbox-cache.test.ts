import type { SessionUser } from '@inkbook/contracts/identity';
import { artistInboxQuerySchema, inboxQuerySchema } from '@inkbook/contracts/inquiry-routes';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { artistInbox } from '../artist-inquiries/artist-inquiry.service';
import { studioArtistInbox } from '../studio-artist-inquiries/studio-artist-inquiry.service';
import { studioInbox } from '../studio-inquiries/studio-inquiry.service';
import { conversationParties, inquiryKinds } from '../testing/conversation-parties';
import { useInquiries } from '../testing/suite';
import { createInboxCache } from './inbox-cache';
import { type InboxView, inboxVersion } from './inbox-version.repository';

// Issue 30 item 5: an instance keeps inbox pages as their JSON text while the inbox version holds. Every write an
// inbox shows must change its version, so the kept page is never older than what the database answers.

const t = useInquiries({ INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000' });

const get = (url: string, user: SessionUser) => t.inject({ method: 'GET', url }, user);

/** The first page as an instance holding nothing yet answers it (another instance, a restart). */
const freshAnswer = (view: InboxView, user: SessionUser, recipientId: string) => {
  const context = { db: t.db, inboxCache: createInboxCache() };
  if (view === 'artist') return artistInbox(context, user, recipientId, artistInboxQuerySchema.parse({}));
  const query = inboxQuerySchema.parse({});
  return view === 'studio'
    ? studioInbox(context, user, recipientId, query)
    : studioArtistInbox(context, user, recipientId, query);
};

/**
 * `write` changes `view`'s version, and afterwards the app's answer (read once before, so kept) is byte for byte
 * what a fresh instance answers, and is kept again (the same text twice).
 */
async function expectSeen(
  view: InboxView,
  recipient: { id: string; user: SessionUser; url: string },
  write: () => Promise<unknown>,
) {
  await get(recipient.url, recipient.user);
  const before = await inboxVersion(t.db, view, recipient.id);
  await write();
  expect(await inboxVersion(t.db, view, recipient.id)).not.toBe(before);
  const answered = await get(recipient.url, recipient.user);
  expect(answered.statusCode).toBe(200);
  expect(answered.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answered.body).toBe(await freshAnswer(view, recipient.user, recipient.id));
  expect((await get(recipient.url, recipient.user)).body).toBe(answered.body);
  return answered.json() as { items: Record<string, unknown>[]; total: number };
}

describe.each(inquiryKinds)('the kept inbox page of a $kind', (kindCase) => {
  it('is read again after every kind of write it shows, and kept while nothing changes', async () => {
    const thread = await conversationParties(t, kindCase);
    const { kind, base } = kindCase;
    const id = (kind === 'artist' ? thread.recipient.artistId : thread.recipient.studioId) as string;
    const recipient = { id, user: thread.recipient, url: thread.inbox };
    const seen = (write: () => Promise<unknown>) => expectSeen(kind, recipient, write);
    const ok = async (response: Promise<{ statusCode: number }>) =>
      expect([200, 201]).toContain((await response).statusCode);
    const patch = (url: string, payload: object) =>
      ok(t.inject({ method: 'PATCH', url, payload }, thread.recipient));

    const kept = await get(thread.inbox, thread.recipient);
    expect((await get(thread.inbox, thread.recipient)).body).toBe(kept.body);
    // Kept or not, a stranger is told no.
    expect((await get(thread.inbox, t.artistUser)).statusCode).toBe(403);

    // Sent only once the version before it is read (a send started earlier may land first).
    const send = () =>
      kind === 'artist'
        ? t.sendArtist(t.artistBody({ artistId: id }))
        : t.sendStudio(t.studioBody({ studioId: id }));
    expect((await seen(send)).total).toBe(2);
    const status = kind === 'artist' ? 'reviewed' : 'approved';
    expect((await seen(() => patch(`${base}/${thread.id}/status`, { status }))).items[1]).toMatchObject({
      id: thread.id,
      status,
    });
    if (kind === 'artist')
      expect(
        (await seen(() => patch(`${base}/${thread.id}/notes`, { notes: 'Private' }))).items[1],
      ).toMatchObject({
        response: 'Private',
      });
    // A stage moved by bookings' facts, here in SQL: the triggers, not the routes, bump the version.
    const table = sql.table(`${kind}_inquiries`);
    await seen(() => sql`update ${table} set booking_stage = 'booked' where id = ${thread.id}`.execute(t.db));
    const said = await seen(() =>
      ok(t.inject({ method: 'POST', url: thread.messages, payload: { body: 'Colour?' } }, thread.client)),
    );
    expect(said.items[1]).toMatchObject({ unreadMessages: 1 });
    const read = await seen(() => ok(t.inject({ method: 'GET', url: thread.messages }, thread.recipient)));
    expect(read.items[1]).toMatchObject({ unreadMessages: 0 });
    const recorded = await seen(() =>
      t.publish('bookings.client-record.updated', { clientEmail: thread.clientEmail, completed: 3 }),
    );
    expect(recorded.items[1]).toMatchObject({ clientRecord: { completed: 3 } });
    const deleted = await seen(() =>
      ok(t.inject({ method: 'DELETE', url: `${base}/${thread.id}` }, thread.recipient)),
    );
    expect(deleted.items.map((item) => item.id)).not.toContain(thread.id);
  });
});

describe("a studio's kept Artist Inquiries page", () => {
  it('is read again when the studio verifies an artist, the artist is renamed, or their inquiries change', async () => {
    const thread = await conversationParties(t, inquiryKinds[0]);
    const artistId = thread.recipient.artistId as string;
    const studio = {
      id: t.studio.id,
      user: t.studioUser,
      url: `/api/studio/${t.studio.id}/artist-inquiries`,
    };
    const seen = (write: () => Promise<unknown>) => expectSeen('studio-artists', studio, write);

    const verified = await seen(() =>
      sql`insert into studio_verified_artists (studio_id, artist_id) values (${t.studio.id}, ${artistId})`.execute(
        t.db,
      ),
    );
    expect(verified.items.map((item) => item.id)).toContain(thread.id);
    const renamed = await seen(() =>
      sql`update approved_artists set artist_name = 'Renamed' where id = ${artistId}`.execute(t.db),
    );
    expect(renamed.items[0]).toMatchObject({ artistName: 'Renamed' });
    expect((await seen(() => t.sendArtist(t.artistBody({ artistId })))).total).toBe(2);
    // Its own inquiries' writes change its version too (an over-read, never a stale page).
    await seen(() => t.sendStudio(t.studioBody()));
    const delisted = await seen(() =>
      sql`delete from studio_verified_artists where studio_id = ${t.studio.id} and artist_id = ${artistId}`.execute(
        t.db,
      ),
    );
    expect(delisted.total).toBe(0);
  });
});
