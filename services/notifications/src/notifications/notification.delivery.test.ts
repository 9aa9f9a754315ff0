import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useNotifications } from '../testing/suite';
import { RECIPIENT_ATTEMPTS } from './recipient-waits';

// Once, and only to whom it may reach: a redelivered event records nothing more, an email turned off still leaves
// the bell's item, and an event naming a profile whose account has not arrived waits for it, boundedly.

const t = useNotifications();

/** Events waiting for a recipient's account, as the consumer counts them. */
const waiting = () => t.db.selectFrom('recipient_waits').selectAll().execute();

const sentFor = async (eventId: string) => {
  const ids = (await t.told(eventId)).map((n) => n.row.id);
  return t.mailer.sent.filter((e) => e.notificationId !== null && ids.includes(e.notificationId));
};

describe('delivery', () => {
  it('a redelivered event records and sends nothing more', async () => {
    const artistId = randomUUID();
    await t.account('artist', { artistId });
    const event = await t.publish('inquiries.inquiry.created', { id: randomUUID(), artistId });
    expect(await t.told(event.id)).toHaveLength(2);
    const queued = t.mailer.sent.length;

    await t.publish('inquiries.inquiry.created', event.data, event.id);
    expect(await t.told(event.id)).toHaveLength(2);
    expect(t.mailer.sent).toHaveLength(queued);
  });

  it('an email turned off for a category: the bell item still arrives, no email is queued', async () => {
    const artistId = randomUUID();
    const artist = await t.account('artist', { artistId });
    const off = await t.inject(
      { method: 'PUT', url: '/api/notifications/preferences', payload: { email: { inquiries: false } } },
      artist,
    );
    expect(off.statusCode).toBe(200);

    const inquiry = await t.publish('inquiries.inquiry.created', { id: randomUUID(), artistId });
    const told = await t.told(inquiry.id);
    const toArtist = told.find((n) => n.row.user_id === artist.id);
    expect(toArtist?.row.category).toBe('inquiries');
    expect(toArtist?.email).toBeUndefined();
    // The client's receipt is another address: its email goes.
    expect((await sentFor(inquiry.id)).map((e) => e.to)).toEqual(['client@example.com']);
    // Another category still mails the artist.
    const claim = await t.publish('claims.claim.created', { artistId, status: 'pending_artist_approval' });
    expect((await sentFor(claim.id)).map((e) => e.to)).toEqual([artist.email]);
  });

  it("waits for a profile's account that auth has not told us about yet, then tells it", async () => {
    const artistId = randomUUID();
    const submitted = t.publish('catalog.artist.submitted', { id: artistId });
    // The bus redelivers the event while the account is missing (a short wait in-process).
    await expect.poll(async () => (await waiting()).length).toBe(1);
    const artist = await t.account('artist', { artistId });
    const event = await submitted;
    expect((await t.told(event.id)).map((n) => n.row.email)).toContain(artist.email);
    expect(await waiting()).toEqual([]);
  });

  it("tells an approval handled while the profile's application still waited for its account", async () => {
    const artistId = randomUUID();
    const submitted = t.publish('catalog.artist.submitted', {
      id: artistId,
      status: 'pending',
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    await expect.poll(async () => (await waiting()).length).toBe(1);
    // The admin approves before auth has told us the account: the application's wait rolled its snapshot back.
    const approved = t.publish('catalog.artist.updated', {
      id: artistId,
      status: 'approved',
      updatedAt: '2026-12-01T10:05:00.000Z',
    });
    await expect.poll(async () => (await waiting()).length).toBe(2);
    const artist = await t.account('artist', { artistId });
    const [application, approval] = [await submitted, await approved];
    const subjects = async (eventId: string) =>
      (await t.told(eventId))
        .filter((n) => n.row.email === artist.email)
        .map((n) => n.email?.content.subject);
    expect(await subjects(application.id)).toEqual(['We received your Inkbook application']);
    expect(await subjects(approval.id)).toEqual(['Your Inkbook profile is live']);
  });

  it('gives up on a missing account after the last attempt: logged, skipped, the others still told', async () => {
    const artistId = randomUUID();
    const admin = await t.account('admin');
    const eventId = randomUUID();
    // As if every delivery but the last had found the account missing.
    await t.db
      .insertInto('recipient_waits')
      .values({ event_id: eventId, attempts: RECIPIENT_ATTEMPTS - 1 })
      .execute();
    await t.publish('catalog.artist.submitted', { id: artistId }, eventId);
    const told = (await t.told(eventId)).map((n) => n.row.email);
    expect(told).toContain(admin.email);
    expect(told).toHaveLength(told.filter((email) => email.startsWith('admin.')).length);
  });

  it('a recipient without an address is skipped, not retried', async () => {
    const studioId = randomUUID();
    await t.publish('auth.user.created', {
      id: randomUUID(),
      email: '',
      role: 'studio',
      artistId: null,
      studioId,
      emailVerified: false,
    });
    const event = await t.publish('claims.claim.created', { studioId, status: 'pending_studio_approval' });
    expect(await t.told(event.id)).toEqual([]);
  });
});
