import { randomUUID } from 'node:crypto';
import type { BookingChange } from '@inkbook/contracts/booking';
import type { BookingActor, DepositStatus } from '@inkbook/contracts/booking-rules';
import type { EventPayload } from '@inkbook/contracts/events';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useNotifications } from '../testing/suite';

// Issue 23's rows of the table: offers and bookings, through the events bookings publishes. Who is told (the side
// that did not make the change; both for a confirmation, an expiry or the system's change), in the `bookings`
// category, with which link and words, and the confirmation's .ics. The samples' first time is 2026-12-10 17:00
// UTC: 11:00 AM in the booking's America/Chicago.

const t = useNotifications();
const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:b-1@inkbook\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** An inquiry's parties as auth told us: the artist's and the studio's owners, and a client with an account. */
async function parties() {
  const artistId = randomUUID();
  const studioId = randomUUID();
  return {
    inquiryId: randomUUID(),
    artistId,
    studioId,
    artist: await t.account('artist', { artistId }),
    studio: await t.account('studio', { studioId }),
    client: await t.account('client'),
  };
}
type Parties = Awaited<ReturnType<typeof parties>>;

/** The offer's or booking's side of the event: its inquiry, recipient and client. */
const about = (p: Parties, kind: 'artist' | 'studio' = 'artist') => ({
  inquiryId: p.inquiryId,
  inquiryKind: kind,
  recipientArtistId: kind === 'artist' ? p.artistId : null,
  recipientStudioId: kind === 'studio' ? p.studioId : null,
  recipientName: kind === 'artist' ? 'Maya Ink' : 'Iron Rose',
  clientUserId: p.client.id,
  clientEmail: p.client.email,
  clientName: 'Sam Rivera',
});

/** Each notification of an event by recipient address. */
async function byRecipient(eventId: string) {
  return Object.fromEntries((await t.told(eventId)).map((n) => [n.row.email, n]));
}

const dashboard = (id: string) => `/dashboard?inquiry=${id}`;
const studioDashboard = (id: string) => `/studio-dashboard?tab=inquiries&inquiry=${id}`;
const myInquiry = (id: string) => `/my-inquiries/${id}`;

describe('offers', () => {
  it('created: the client hears who sent it, the price and how many times, on their inquiry page', async () => {
    const p = await parties();
    // The inquiry's own address may differ from the client's login: the account the event names is told.
    const event = await t.publish('bookings.offer.created', {
      ...about(p),
      clientEmail: 'sam.other@example.com',
      note: 'Bring a photo of the spot.',
    });
    const [told, ...more] = await t.told(event.id);
    expect(more).toEqual([]);
    expect(told!.row).toMatchObject({
      email: p.client.email,
      user_id: p.client.id,
      category: 'bookings',
      title: 'Maya Ink sent you an offer',
      body: '$300 - $450, 2 times to pick from',
      link: myInquiry(p.inquiryId),
    });
    const email = told!.email!.content;
    expect(told!.email?.category).toBe('bookings');
    expect(email.paragraphs).toContain('Their note: “Bring a photo of the spot.”');
    expect(email.details).toEqual(
      expect.arrayContaining([
        { label: 'Deposit', value: '$100' },
        { label: 'Time 1', value: 'Thu 10 Dec, 11:00 AM (Central Standard Time)' },
        { label: 'Time 2', value: 'Fri 11 Dec, 11:00 AM (Central Standard Time)' },
      ]),
    );
    expect(email.action?.url).toBe(`${PUBLIC_URL}${myInquiry(p.inquiryId)}`);
  });

  it('declined: the recipient hears it with the reason, on its dashboard (the studio in its Inquiries tab)', async () => {
    const p = await parties();
    const artistOffer = await t.publish('bookings.offer.updated', {
      ...about(p),
      status: 'declined',
      declineReason: 'The dates do not work for me',
    });
    const [toArtist, ...more] = await t.told(artistOffer.id);
    expect(more).toEqual([]);
    expect(toArtist!.row).toMatchObject({
      email: p.artist.email,
      category: 'bookings',
      title: 'Sam declined your offer',
      body: 'The dates do not work for me',
      link: dashboard(p.inquiryId),
    });
    expect(toArtist!.email?.content.paragraphs).toContain('Their reason: “The dates do not work for me”');

    const studioOffer = await t.publish('bookings.offer.updated', {
      ...about(p, 'studio'),
      status: 'declined',
      declineReason: null,
    });
    const [toStudio] = await t.told(studioOffer.id);
    expect(toStudio!.row).toMatchObject({
      email: p.studio.email,
      body: 'They gave no reason.',
      link: studioDashboard(p.inquiryId),
    });
  });

  it.each(['withdrawn', 'accepted'] as const)(
    '%s: nobody is told (the booking tells an acceptance)',
    async (status) => {
      const event = await t.publish('bookings.offer.updated', { ...about(await parties()), status });
      expect(await t.told(event.id)).toEqual([]);
    },
  );
});

describe('bookings', () => {
  const confirmedChange = {
    status: 'confirmed',
    deposit: {
      amount: 100,
      status: 'received',
      dueAt: null,
      provider: 'manual',
      instructions: null,
      method: 'Cash',
    },
    ics: ICS,
  } satisfies Partial<EventPayload<'bookings.booking.updated'>>;

  it('created, awaiting the deposit: the recipient hears the time the client picked, the client nothing', async () => {
    const p = await parties();
    const event = await t.publish('bookings.booking.created', about(p));
    const [told, ...more] = await t.told(event.id);
    expect(more).toEqual([]);
    expect(told!.row).toMatchObject({
      email: p.artist.email,
      category: 'bookings',
      title: 'Sam picked Thu 10 Dec, 11:00 AM',
      body: 'The booking waits for the $100 deposit until Tue 24 Nov, 4:00 AM (Central Standard Time).',
      link: dashboard(p.inquiryId),
    });
    expect(told!.email?.content.details).toEqual([
      { label: 'When', value: 'Thu 10 Dec, 11:00 AM–2:00 PM (Central Standard Time)' },
      { label: 'Price', value: '$300 - $450' },
      { label: 'Deposit', value: '$100, due by Tue 24 Nov, 4:00 AM (Central Standard Time)' },
      { label: 'Where', value: 'Sample Studio, Austin, TX' },
    ]);
    expect(told!.email?.content.attachments).toBeUndefined();
  });

  it.each([
    [
      'created with no deposit',
      'created',
      'client',
      'You are booked for Thu 10 Dec, 11:00 AM',
      'Sam is booked for Thu 10 Dec, 11:00 AM',
    ],
    [
      'the deposit received',
      'deposit_received',
      'artist',
      'Deposit received – you are booked',
      'Deposit received – Sam is booked',
    ],
  ] as const)(
    'confirmed by %s: both sides, each with the .ics attached',
    async (_name, change, by, toClient, toArtist) => {
      const p = await parties();
      const subject = change === 'created' ? 'bookings.booking.created' : 'bookings.booking.updated';
      const event = await t.publish(subject, { ...about(p), ...confirmedChange, change, by });
      const told = await byRecipient(event.id);
      expect(Object.keys(told).sort()).toEqual([p.artist.email, p.client.email].sort());
      expect(told[p.client.email]!.row).toMatchObject({
        user_id: p.client.id,
        title: toClient,
        body: 'With Maya Ink on Thu 10 Dec, 11:00 AM.',
        link: myInquiry(p.inquiryId),
      });
      expect(told[p.artist.email]!.row).toMatchObject({ title: toArtist, link: dashboard(p.inquiryId) });
      for (const { email } of Object.values(told)) {
        expect(email?.category).toBe('bookings');
        expect(email?.content.attachments).toEqual([
          { filename: 'inkbook-booking.ics', contentType: 'text/calendar; method=PUBLISH', content: ICS },
        ]);
        expect(email?.content.paragraphs).toContain(
          'The appointment is attached: open it to add it to your calendar.',
        );
      }
    },
  );

  // The change, who made it and the deposit after it → who hears it, and what.
  it.each<[BookingChange, BookingActor, DepositStatus, 'client' | 'artist', string, string]>([
    [
      'deposit_sent',
      'client',
      'sent',
      'artist',
      'Sam sent the $100 deposit',
      'Mark it received once it arrives',
    ],
    [
      'deposit_refunded',
      'artist',
      'refunded',
      'client',
      'Your deposit was refunded',
      'Maya Ink refunded your $100',
    ],
    [
      'session_moved',
      'artist',
      'received',
      'client',
      'Maya Ink moved a session',
      'Next session: Thu 10 Dec, 11:00 AM.',
    ],
    [
      'cancelled',
      'client',
      'refund_due',
      'artist',
      'Sam cancelled the booking',
      'Refund due: please return the $100 deposit to Sam.',
    ],
    [
      'cancelled',
      'client',
      'forfeited',
      'artist',
      'Sam cancelled the booking',
      'The $100 deposit is kept: the booking was cancelled less than 48 hours',
    ],
    [
      'cancelled',
      'artist',
      'refund_due',
      'client',
      'Maya Ink cancelled your booking',
      'Your $100 deposit will be refunded.',
    ],
    [
      'no_show',
      'artist',
      'forfeited',
      'client',
      'You missed your appointment',
      'The booking is closed. Your $100 deposit is kept.',
    ],
    [
      'completed',
      'artist',
      'received',
      'client',
      'Your booking is complete',
      'Thanks for getting tattooed with Maya Ink!',
    ],
  ])(
    '%s by the %s (deposit %s): only the %s hears it',
    async (change, by, depositStatus, hears, title, body) => {
      const p = await parties();
      const event = await t.publish('bookings.booking.updated', {
        ...about(p),
        status: change === 'cancelled' || change === 'no_show' ? 'cancelled' : 'confirmed',
        change,
        by,
        deposit: { ...confirmedChange.deposit, status: depositStatus },
      });
      const [told, ...more] = await t.told(event.id);
      expect(more).toEqual([]);
      const { email, link } =
        hears === 'client'
          ? { email: p.client.email, link: myInquiry(p.inquiryId) }
          : { email: p.artist.email, link: dashboard(p.inquiryId) };
      expect(told!.row).toMatchObject({ email, category: 'bookings', title, link });
      expect(told!.row.body).toContain(body);
      expect(told!.email?.content.action?.url).toBe(`${PUBLIC_URL}${link}`);
      expect(told!.email?.content.attachments).toBeUndefined();
    },
  );

  it('expired: both sides hear the deposit did not arrive in time; a studio in its Inquiries tab', async () => {
    const p = await parties();
    const event = await t.publish('bookings.booking.updated', {
      ...about(p, 'studio'),
      status: 'expired',
      change: 'expired',
      by: 'system',
    });
    const told = await byRecipient(event.id);
    expect(Object.keys(told).sort()).toEqual([p.client.email, p.studio.email].sort());
    expect(told[p.client.email]!.row).toMatchObject({
      title: 'Your booking expired: the deposit was not received in time',
      body: 'Thu 10 Dec, 11:00 AM is free again.',
      link: myInquiry(p.inquiryId),
    });
    expect(told[p.studio.email]!.row).toMatchObject({
      title: "Sam's booking expired: the deposit was not received in time",
      link: studioDashboard(p.inquiryId),
    });
  });

  it('a change the system made reaches both sides', async () => {
    const p = await parties();
    const event = await t.publish('bookings.booking.updated', {
      ...about(p),
      status: 'cancelled',
      change: 'cancelled',
      by: 'system',
      deposit: { ...confirmedChange.deposit, status: 'refund_due' },
    });
    const told = await byRecipient(event.id);
    expect(told[p.client.email]!.row).toMatchObject({
      title: 'The booking was cancelled',
      body: 'Your $100 deposit will be refunded.',
    });
    expect(told[p.artist.email]!.row.body).toBe('Refund due: please return the $100 deposit to Sam.');
  });

  it('respects preferences: a client who turned bookings email off gets the bell without the email', async () => {
    const p = await parties();
    const off = await t.inject(
      { method: 'PUT', url: '/api/notifications/preferences', payload: { email: { bookings: false } } },
      p.client,
    );
    expect(off.statusCode).toBe(200);
    const event = await t.publish('bookings.booking.updated', {
      ...about(p),
      ...confirmedChange,
      change: 'deposit_received',
      by: 'artist',
    });
    const told = await byRecipient(event.id);
    expect(told[p.client.email]!.row.title).toBe('Deposit received – you are booked');
    expect(told[p.client.email]!.email).toBeUndefined();
    expect(told[p.artist.email]!.email?.content.attachments).toHaveLength(1);
  });
});
