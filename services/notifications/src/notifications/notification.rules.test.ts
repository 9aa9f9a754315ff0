import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@inkbook/contracts/events';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, useNotifications } from '../testing/suite';
import { NEEDS_UPDATES, SUBMISSION_REVIEW } from './notification.drafts';

// Issue 22's table, row by row, through the events other services publish: who is told, in the bell and by email,
// and what (title, link, the email's absolute links and facts). The nudge row is the nudges module's.

const t = useNotifications();
let adminA: SessionUser;
let adminB: SessionUser;
beforeAll(async () => {
  adminA = await t.account('admin');
  adminB = await t.account('admin');
});

/** An artist (or studio) profile with its owner's account, as auth and catalog would have told us. */
async function artistOwner() {
  const artistId = randomUUID();
  return { artistId, user: await t.account('artist', { artistId }) };
}
async function studioOwner() {
  const studioId = randomUUID();
  return { studioId, user: await t.account('studio', { studioId }) };
}

/** Each notification of an event by recipient address. */
async function byRecipient(eventId: string) {
  return Object.fromEntries((await t.told(eventId)).map((n) => [n.row.email, n]));
}

describe('applications', () => {
  it('artist submitted: the applicant hears it was received, every admin that one awaits review', async () => {
    const { artistId, user } = await artistOwner();
    const event = await t.publish('catalog.artist.submitted', { id: artistId, artistName: 'Maya Ink' });
    const told = await byRecipient(event.id);

    expect(Object.keys(told).sort()).toEqual([user.email, adminA.email, adminB.email].sort());
    const applicant = told[user.email]!;
    expect(applicant.row).toMatchObject({ user_id: user.id, category: 'applications', link: '/dashboard' });
    expect(applicant.row.body).toContain(SUBMISSION_REVIEW);
    expect(applicant.email?.content.paragraphs).toContain(SUBMISSION_REVIEW);
    expect(applicant.email?.content.action?.url).toBe(`${PUBLIC_URL}/dashboard`);

    for (const admin of [adminA, adminB]) {
      const review = told[admin.email]!;
      expect(review.row).toMatchObject({ user_id: admin.id, link: '/admin' });
      expect(review.row.title).toContain('Maya Ink');
      expect(review.email?.content.action?.url).toBe(`${PUBLIC_URL}/admin`);
    }
  });

  it('studio submitted: the same, with the studio dashboard', async () => {
    const { studioId, user } = await studioOwner();
    const event = await t.publish('catalog.studio.submitted', { id: studioId, studioName: 'Iron Rose' });
    const told = await byRecipient(event.id);
    expect(Object.keys(told)).toHaveLength(3);
    expect(told[user.email]!.row).toMatchObject({ link: '/studio-dashboard' });
    expect(told[user.email]!.row.body).toContain(SUBMISSION_REVIEW);
    expect(told[adminA.email]!.row.title).toBe('New studio application: Iron Rose');
  });

  it('approved: the applicant hears the profile is live, with its public page and the dashboard', async () => {
    const { artistId, user } = await artistOwner();
    const artist = { id: artistId, instagramHandle: 'maya.ink' };
    await t.publish('catalog.artist.submitted', { ...artist, status: 'pending' });
    const event = await t.publish('catalog.artist.updated', {
      ...artist,
      status: 'approved',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    const told = await t.told(event.id);
    expect(told.map((n) => n.row.email)).toEqual([user.email]);
    expect(told[0]!.row).toMatchObject({ title: 'Your profile is live', link: '/artist/maya.ink' });
    expect(told[0]!.email?.content.action?.url).toBe(`${PUBLIC_URL}/artist/maya.ink`);
    expect(told[0]!.email?.content.links).toEqual([
      { label: 'Open your dashboard', url: `${PUBLIC_URL}/dashboard` },
    ]);

    // The owner's later edit is an update that stays approved: nobody is told again.
    const edit = await t.publish('catalog.artist.updated', {
      ...artist,
      status: 'approved',
      bio: 'Edited bio',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(await t.told(edit.id)).toEqual([]);
  });

  it('rejected: the applicant is asked to edit and resubmit, with the edit page', async () => {
    const { studioId, user } = await studioOwner();
    await t.publish('catalog.studio.submitted', { id: studioId });
    const event = await t.publish('catalog.studio.updated', {
      id: studioId,
      status: 'rejected',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    const [told, ...more] = await t.told(event.id);
    expect(more).toEqual([]);
    expect(told!.row).toMatchObject({
      email: user.email,
      body: NEEDS_UPDATES,
      link: '/studio-dashboard?tab=profile',
    });
    expect(told!.email?.content.paragraphs).toContain(NEEDS_UPDATES);
    expect(told!.email?.content.action?.url).toBe(`${PUBLIC_URL}/studio-dashboard?tab=profile`);
  });

  it("rejected with the admin's reason: the email carries it", async () => {
    const { artistId } = await artistOwner();
    await t.publish('catalog.artist.submitted', { id: artistId });
    const reason = 'Please add at least three healed tattoos to the portfolio.';
    const event = await t.publish('catalog.artist.updated', {
      id: artistId,
      status: 'rejected',
      rejectionReason: reason,
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    const [told] = await t.told(event.id);
    expect(told!.email?.content.paragraphs).toEqual([
      expect.any(String),
      NEEDS_UPDATES,
      `The reviewer's note: ${reason}`,
    ]);
  });

  it('an older snapshot arriving late (a retried event) neither tells anyone nor rolls the status back', async () => {
    const { artistId } = await artistOwner();
    await t.publish('catalog.artist.submitted', { id: artistId, updatedAt: '2026-11-22T10:00:00.000Z' });
    await t.publish('catalog.artist.updated', {
      id: artistId,
      status: 'approved',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    const late = await t.publish('catalog.artist.updated', {
      id: artistId,
      status: 'rejected',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(await t.told(late.id)).toEqual([]);
    const kept = await t.db
      .selectFrom('profiles')
      .select('status')
      .where('id', '=', artistId)
      .executeTakeFirst();
    expect(kept?.status).toBe('approved');
  });

  it('an update of a profile never seen before (the demo seed) tells nobody', async () => {
    const { artistId } = await artistOwner();
    const event = await t.publish('catalog.artist.updated', { id: artistId, status: 'approved' });
    expect(await t.told(event.id)).toEqual([]);
  });
});

describe('inquiries', () => {
  const idea = `A swallow in flight over a rose, ${'fine line '.repeat(20)}`;

  it('artist inquiry: the artist gets the facts and a link to it; the client a receipt naming the artist', async () => {
    const { artistId, user } = await artistOwner();
    await t.publish('catalog.artist.submitted', { id: artistId, artistName: 'Maya Ink' });
    const inquiryId = randomUUID();
    const event = await t.publish('inquiries.inquiry.created', {
      id: inquiryId,
      artistId,
      fullName: 'Jordan Lee',
      email: 'Jordan@Example.com',
      concept: idea,
      size: 'small',
      placementAreas: ['arm-wrist'],
      budgetMin: 150,
      budgetMax: 300,
      aiEstimateRange: '$300 - $450',
    });
    const told = await byRecipient(event.id);
    expect(Object.keys(told).sort()).toEqual(['jordan@example.com', user.email].sort());

    const artist = told[user.email]!;
    expect(artist.row).toMatchObject({
      title: 'New inquiry from Jordan',
      category: 'inquiries',
      link: `/dashboard?inquiry=${inquiryId}`,
    });
    expect(artist.row.body).toBe(`${idea.trim().replace(/\s+/g, ' ').slice(0, 140).trimEnd()}…`);
    expect(artist.email?.content.details).toEqual([
      { label: 'Size', value: 'Small (2-4")' },
      { label: 'Placement', value: 'Wrist' },
      { label: 'Budget', value: '$150 - $300' },
      { label: 'Quote', value: '$300 - $450' },
    ]);
    expect(artist.email?.content.action?.url).toBe(`${PUBLIC_URL}/dashboard?inquiry=${inquiryId}`);
    // The client has no account: the receipt goes to the address alone (no bell).
    const client = told['jordan@example.com']!;
    expect(client.row).toMatchObject({ user_id: null, link: '/my-inquiries' });
    expect(client.row.title).toBe('Your inquiry to Maya Ink was sent');
    expect(client.email?.content.action?.url).toBe(`${PUBLIC_URL}/my-inquiries`);
  });

  it('studio inquiry: the studio (its Inquiries tab) and the client, by their account when they have one', async () => {
    const { studioId, user } = await studioOwner();
    await t.publish('catalog.studio.submitted', { id: studioId, studioName: 'Iron Rose' });
    const client = await t.account('client');
    const inquiryId = randomUUID();
    const event = await t.publish('inquiries.studio-inquiry.created', {
      id: inquiryId,
      studioId,
      email: client.email.toUpperCase(),
      fullName: 'Sam',
    });
    const told = await byRecipient(event.id);
    expect(told[user.email]!.row).toMatchObject({
      title: 'New inquiry from Sam',
      link: `/studio-dashboard?tab=inquiries&inquiry=${inquiryId}`,
    });
    expect(told[user.email]!.email?.content.details?.map((d) => d.label)).toEqual([
      'Size',
      'Placement',
      'Budget',
    ]);
    expect(told[client.email]!.row).toMatchObject({
      user_id: client.id,
      title: 'Your inquiry to Iron Rose was sent',
    });
  });

  it("studio approves or declines: the client hears it with the studio's response; other changes tell nobody", async () => {
    const { studioId } = await studioOwner();
    await t.publish('catalog.studio.submitted', { id: studioId, studioName: 'Iron Rose' });
    const approved = await t.publish('inquiries.studio-inquiry.updated', {
      studioId,
      email: 'sam@example.com',
      status: 'approved',
      previousStatus: 'pending',
      response: 'We would love to! Call us to book.',
    });
    const [told] = await t.told(approved.id);
    expect(told!.row).toMatchObject({
      email: 'sam@example.com',
      title: 'Iron Rose accepted your inquiry',
      body: 'We would love to! Call us to book.',
      link: '/my-inquiries',
    });
    expect(told!.email?.content.paragraphs).toContain('Their reply: “We would love to! Call us to book.”');

    const declined = await t.publish('inquiries.studio-inquiry.updated', {
      studioId,
      email: 'sam@example.com',
      status: 'declined',
      previousStatus: 'approved',
      response: null,
    });
    expect((await t.told(declined.id))[0]!.row.title).toBe('Iron Rose declined your inquiry');

    const reviewed = await t.publish('inquiries.studio-inquiry.updated', {
      studioId,
      status: 'reviewed',
      previousStatus: 'pending',
    });
    expect(await t.told(reviewed.id)).toEqual([]);
  });
});

describe('messages', () => {
  const text = `Love it! Could we go a bit bigger? ${'Also thinking about colour. '.repeat(8)}`;

  /** An inquiry's parties: the artist's and the studio's owners, and a client with an account. */
  async function parties() {
    const [artist, studio] = [await artistOwner(), await studioOwner()];
    const client = await t.account('client');
    return { artist, studio, client, inquiryId: randomUUID() };
  }

  // Who wrote, on which kind of inquiry → who hears it, and where it opens.
  it.each([
    ['client', 'artist', 'artist', (id: string) => `/dashboard?inquiry=${id}`],
    ['client', 'studio', 'studio', (id: string) => `/studio-dashboard?tab=inquiries&inquiry=${id}`],
    ['artist', 'artist', 'client', (id: string) => `/my-inquiries/${id}`],
    ['studio', 'studio', 'client', (id: string) => `/my-inquiries/${id}`],
    ['system', 'artist', 'client', (id: string) => `/my-inquiries/${id}`],
  ] as const)('from the %s on an %s inquiry: the %s hears it', async (role, kind, hears, linkOf) => {
    const { artist, studio, client, inquiryId } = await parties();
    const names = { client: 'Rosa Diaz', artist: 'Maya Ink', studio: 'Iron Rose', system: 'Inkbook' };
    const event = await t.publish('inquiries.message.created', {
      inquiryId,
      inquiryKind: kind,
      artistId: kind === 'artist' ? artist.artistId : null,
      studioId: kind === 'studio' ? studio.studioId : null,
      clientUserId: client.id,
      clientEmail: client.email.toUpperCase(),
      clientName: 'Rosa Diaz',
      author: { role, name: names[role] },
      body: text,
    });
    const recipient = { artist: artist.user, studio: studio.user, client }[hears];
    const [told, ...more] = await t.told(event.id);
    expect(more).toEqual([]);
    const sender = role === 'client' ? 'Rosa' : names[role];
    expect(told!.row).toMatchObject({
      email: recipient.email,
      user_id: recipient.id,
      category: 'messages',
      title: `New message from ${sender}`,
      link: linkOf(inquiryId),
    });
    expect(told!.row.body).toBe(`${text.trim().replace(/\s+/g, ' ').slice(0, 140).trimEnd()}…`);
    expect(told!.email).toMatchObject({ to: recipient.email, category: 'messages' });
    expect(told!.email?.content.paragraphs[0]).toBe(`“${text.trim()}”`);
    expect(told!.email?.content.action?.url).toBe(`${PUBLIC_URL}${linkOf(inquiryId)}`);
  });

  it('a client without an account is told at the address alone; photos are mentioned, never linked', async () => {
    const { artist, inquiryId } = await parties();
    const event = await t.publish('inquiries.message.created', {
      inquiryId,
      artistId: artist.artistId,
      clientEmail: 'Rosa@Example.com',
      author: { role: 'artist', name: 'Maya Ink' },
      body: 'Here are two sketches.',
      attachments: [{ url: '/api/inquiries/x/attachments/1' }, { url: '/api/inquiries/x/attachments/2' }],
    });
    const [told] = await t.told(event.id);
    expect(told!.row).toMatchObject({
      email: 'rosa@example.com',
      user_id: null,
      body: 'Here are two sketches.',
    });
    const email = JSON.stringify(told!.email?.content);
    expect(told!.email?.content.paragraphs).toContain('2 photos are attached.');
    expect(email).not.toContain('/attachments/');
  });
});

describe('claims', () => {
  it('created: the side that must answer hears who asks, with a link to its claims', async () => {
    const [artist, studio] = [await artistOwner(), await studioOwner()];
    const names = {
      artist: {
        id: artist.artistId,
        artistName: 'Maya Ink',
        profileImage: null,
        instagramHandle: 'maya',
        location: 'Austin',
      },
      studio: {
        id: studio.studioId,
        studioName: 'Iron Rose',
        logo: null,
        handle: 'iron-rose',
        location: 'Austin',
      },
    };
    const claim = { artistId: artist.artistId, studioId: studio.studioId, ...names };
    const byStudio = await t.publish('claims.claim.created', {
      ...claim,
      status: 'pending_artist_approval',
      claimedBy: 'studio',
    });
    expect((await t.told(byStudio.id)).map((n) => n.row)).toEqual([
      expect.objectContaining({
        email: artist.user.email,
        category: 'claims',
        title: 'Iron Rose would like to list you as one of their artists',
        link: '/dashboard',
      }),
    ]);
    const byArtist = await t.publish('claims.claim.created', {
      ...claim,
      status: 'pending_studio_approval',
      claimedBy: 'artist',
      message: 'I have worked here since May.',
    });
    const [toStudio, ...more] = await t.told(byArtist.id);
    expect(more).toEqual([]);
    expect(toStudio!.row).toMatchObject({
      email: studio.user.email,
      title: 'Maya Ink says they work at Iron Rose',
      link: '/studio-dashboard?tab=artists',
    });
    expect(toStudio!.email?.content.paragraphs).toContain('Their message: “I have worked here since May.”');
    expect(toStudio!.email?.content.action?.url).toBe(`${PUBLIC_URL}/studio-dashboard?tab=artists`);
  });

  it.each([
    ['verified', 'Maya Ink is now a verified artist of Iron Rose.'],
    ['denied_by_artist', 'Maya Ink declined to be listed at Iron Rose.'],
    ['denied_by_studio', 'Iron Rose declined to list Maya Ink.'],
    ['cancelled', 'The verification between Maya Ink and Iron Rose was cancelled.'],
  ] as const)('%s: both sides hear the outcome', async (status, body) => {
    const [artist, studio] = [await artistOwner(), await studioOwner()];
    // No summaries in the claim: the names come from the profiles catalog told us about.
    await t.publish('catalog.artist.submitted', { id: artist.artistId, artistName: 'Maya Ink' });
    await t.publish('catalog.studio.submitted', { id: studio.studioId, studioName: 'Iron Rose' });
    const event = await t.publish('claims.claim.updated', {
      artistId: artist.artistId,
      studioId: studio.studioId,
      status,
      artist: null,
      studio: null,
    });
    const told = await byRecipient(event.id);
    expect(Object.keys(told).sort()).toEqual([artist.user.email, studio.user.email].sort());
    expect(told[artist.user.email]!.row).toMatchObject({ body, link: '/dashboard' });
    expect(told[studio.user.email]!.row).toMatchObject({ body, link: '/studio-dashboard?tab=artists' });
  });
});

describe('every notification', () => {
  it('reaches only its owner’s pages: an event for an account holder, none for an address alone', async () => {
    const seen: EventEnvelope[] = [];
    await t.transport.listen(['notifications.>'], (e) => seen.push(e));
    const { artistId, user } = await artistOwner();
    const event = await t.publish('inquiries.inquiry.created', { artistId, email: 'nobody@example.com' });
    const told = await t.told(event.id);
    const [toArtist] = told;
    expect(told).toHaveLength(2);
    const ours = () => seen.filter((e) => told.some((n) => n.row.id === e.data.id));
    await expect.poll(() => ours().length).toBe(1);
    expect(ours()[0]!.data).toEqual({
      id: toArtist!.row.id,
      userId: user.id,
      category: 'inquiries',
      title: 'New inquiry from Sample',
      body: toArtist!.row.body,
      link: toArtist!.row.link,
      createdAt: toArtist!.row.created_at,
      readAt: null,
    });
    // Both were written in one transaction, so one outbox row is all there is.
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from outbox where subject = 'notifications.notification.created'
        and payload->>'id' in (select id::text from notifications where key = ${event.id})`.execute(t.db);
    expect(rows[0]!.count).toBe(1);
  });
});
