import { randomUUID } from 'node:crypto';
import type { WaitlistEntryEvent } from '@inkbook/contracts/availability';
import { useService } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../testing/factories';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';

// The waitlist's emails, from inquiries' events to a real SMTP server: to the entry's address (no account needed),
// with absolute links (the profile, an invite's token, the leave link) in both parts; once per event; in the order
// the events came.

const PUBLIC_URL = 'https://inkbook.example';
const env: Record<string, string> = { PUBLIC_URL };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
const t = useService(notificationsService, { env });
afterAll(() => sink?.close());

const receivedBy = (to: string) => sink.received.filter((m) => m.to && 'text' in m.to && m.to.text === to);
const hrefsOf = (html: unknown) => [...String(html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

/** An artist (or studio) with its owner's account, as auth tells it. */
async function profile(kind: 'artist' | 'studio' = 'artist') {
  const id = randomUUID();
  const owner = `owner.${id.slice(0, 8)}@users.test`;
  await t.publish('auth.user.created', {
    id: randomUUID(),
    email: owner,
    role: kind,
    artistId: kind === 'artist' ? id : null,
    studioId: kind === 'studio' ? id : null,
    emailVerified: true,
  });
  const recipient = { kind, id, name: `Ink ${kind} ${id.slice(0, 4)}`, handle: `ink.${id.slice(0, 8)}` };
  return { recipient, owner };
}

/** An entry of `recipient`'s waitlist, from a person without an account. */
function entryEvent(
  recipient: WaitlistEntryEvent['recipient'],
  changes: Partial<WaitlistEntryEvent['entry']> = {},
) {
  const id = randomUUID();
  return {
    entry: {
      id,
      artistId: recipient.kind === 'artist' ? recipient.id : null,
      studioId: recipient.kind === 'studio' ? recipient.id : null,
      name: 'Robin Waits',
      email: `robin.${id.slice(0, 8)}@people.test`,
      idea: 'A moth on the sternum',
      size: 'medium',
      preferredMonths: ['2027-03', '2027-04'],
      position: 1,
      createdAt: new Date().toISOString(),
      invitedAt: null,
      inviteExpiresAt: null,
      ...changes,
    },
    recipient,
    leaveToken: `leave-${id}`,
    inviteToken: null,
  } satisfies WaitlistEntryEvent;
}

const leaveLink = (e: WaitlistEntryEvent) => `${PUBLIC_URL}/waitlist/leave?token=${e.leaveToken}`;

describe('waitlist emails', () => {
  it('joined: the person hears what they asked for and how to leave; the owner, that someone joined', async () => {
    const { recipient, owner } = await profile();
    const event = entryEvent(recipient);
    await t.publish('inquiries.waitlist-entry.created', event);
    await expect.poll(() => receivedBy(event.entry.email).length, { timeout: 10_000 }).toBe(1);

    const [mail] = receivedBy(event.entry.email);
    expect(mail?.subject).toBe(`You're on ${recipient.name}'s waitlist`);
    for (const line of [
      'A moth on the sternum',
      'Medium',
      'Preferred months',
      'March, April',
      'as soon as their books open',
      `because you joined ${recipient.name}'s waitlist on Inkbook`,
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.text).toContain(leaveLink(event));
    expect(hrefsOf(mail?.html)).toContain(leaveLink(event));
    expect(hrefsOf(mail?.html)).toContain(`${PUBLIC_URL}/artist/${recipient.handle}`);

    await expect.poll(() => receivedBy(owner).length, { timeout: 10_000 }).toBe(1);
    const [told] = receivedBy(owner);
    expect(told?.subject).toBe('Someone joined your waitlist');
    expect(hrefsOf(told?.html)).toContain(`${PUBLIC_URL}/dashboard`);
    // The owner's bell item goes to their dashboard; the person's carries no token.
    const rows = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('email', 'in', [owner, event.entry.email])
      .execute();
    expect(rows.map((r) => [r.email, r.link, r.user_id === null])).toEqual(
      expect.arrayContaining([
        [owner, '/dashboard', false],
        [event.entry.email, `/artist/${recipient.handle}`, true],
      ]),
    );
  });

  it.each(['artist', 'studio'] as const)(
    'invited (%s): the invite link with its token, the expiry, the leave link',
    async (kind) => {
      const { recipient } = await profile(kind);
      const event = {
        ...entryEvent(recipient, {
          invitedAt: '2026-12-01T09:00:00.000Z',
          inviteExpiresAt: '2026-12-08T09:00:00.000Z',
        }),
        inviteToken: `invite-${randomUUID()}`,
      };
      await t.publish('inquiries.waitlist-entry.invited', event);
      await expect.poll(() => receivedBy(event.entry.email).length, { timeout: 10_000 }).toBe(1);

      const [mail] = receivedBy(event.entry.email);
      const invite = `${PUBLIC_URL}/${kind}/${recipient.handle}?invite=${event.inviteToken}`;
      expect(mail?.subject).toBe(`${recipient.name} invited you to send an inquiry`);
      expect(mail?.text).toContain(
        'The invite works for 7 days, until Tue 8 Dec, 9:00 AM (Coordinated Universal Time).',
      );
      expect(mail?.text).toContain(invite);
      expect(hrefsOf(mail?.html)).toEqual(expect.arrayContaining([invite, leaveLink(event)]));
    },
  );

  it('books open: one email per entry, in the order the events came, and a redelivered event sends nothing more', async () => {
    const { recipient } = await profile();
    const events = [1, 2, 3].map((position) => entryEvent(recipient, { position }));
    const published = [];
    for (const event of events)
      published.push(await t.publish('inquiries.waitlist-entry.books-opened', event));
    const addresses = events.map((e) => e.entry.email);
    const arrived = () =>
      sink.received.filter((m) => addresses.includes(String(m.to && 'text' in m.to && m.to.text)));
    await expect.poll(() => arrived().length, { timeout: 15_000 }).toBe(3);
    // Delivered in the waitlist's order, each REOPENING_EMAIL_SPACING_SECONDS after the one before, whatever the
    // delivery workers' concurrency.
    expect(arrived().map((m) => String(m.to && 'text' in m.to && m.to.text))).toEqual(addresses);

    const [mail] = receivedBy(addresses[0] as string);
    expect(mail?.subject).toBe(`${recipient.name}'s books are open`);
    expect(hrefsOf(mail?.html)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/artist/${recipient.handle}`,
        leaveLink(events[0] as WaitlistEntryEvent),
      ]),
    );
    // The bookings category's unsubscribe applies to a plain address too (preferences are kept by address).
    expect(mail?.text).toContain(`${PUBLIC_URL}/unsubscribe?`);

    // The same event again, then a new one: by the time the new one arrives, a double would have too.
    const first = published[0] as { id: string; data: unknown };
    await t.publish('inquiries.waitlist-entry.books-opened', first.data as WaitlistEntryEvent, first.id);
    const later = entryEvent(recipient);
    await t.publish('inquiries.waitlist-entry.books-opened', later);
    await expect.poll(() => receivedBy(later.entry.email).length, { timeout: 10_000 }).toBe(1);
    expect(receivedBy(addresses[0] as string)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('mail_messages')
      .select('id')
      .where('to', '=', addresses[0] as string)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
