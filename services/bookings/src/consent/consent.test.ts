import { createHash } from 'node:crypto';
import type { ConsentSignBody } from '@inkbook/contracts/aftercare';
import { CONSENT_TEXTS, consentText, DEFAULT_CONSENT_STATEMENTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import type { SessionUser } from '@inkbook/contracts/identity';
import { sessionUser } from '@inkbook/service-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type BookingSpec, bookingFactory, inHours, type MadeBooking } from '../testing/booking-factory';
import { consentBody, consentOf, signAsClient } from '../testing/consent';
import { bookingChangesOf } from '../testing/outbox';
import { useBookings } from '../testing/suite';

// A booking's consent form (issue 24 item 2): the recipient's current template until signed, then the form as
// signed; signing once by the client of a confirmed booking, each bad input refused with nothing stored, and a
// stored record (text, SHA-256, answers, time, address, browser) the database itself will not let change.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

const confirmed: BookingSpec = { status: 'confirmed', depositStatus: 'received' };
const TEMPLATE_URL = '/api/bookings/settings/consent';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const storedForms = (id: string) =>
  t.db.selectFrom('consent_forms').selectAll().where('booking_id', '=', id).execute();
const historyOf = async (id: string) =>
  (
    await t.db
      .selectFrom('booking_history')
      .select('what')
      .where('booking_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((h) => h.what);

/** Saves a template of one statement for the booking's recipient (as=kind), answering its version. */
async function saveTemplate(b: MadeBooking, changes: { title?: string; minimumAge?: number } = {}) {
  const res = await t.call(b.recipient, 'PUT', `${TEMPLATE_URL}?as=${b.kind}`, {
    title: changes.title ?? `${b.kind} consent`,
    statements: [{ id: 'sober', text: 'I am sober.' }, { text: 'I have eaten today.' }],
    minimumAge: changes.minimumAge ?? 18,
  });
  if (res.statusCode !== 200) throw new Error(`template: ${res.statusCode} ${res.body}`);
  return res.json().version as number;
}

describe('GET /api/bookings/:id/consent', () => {
  it('is not due while the deposit is awaited, due once confirmed, 24 hours before session 1', async () => {
    const start = inHours(24 * 5);
    const awaiting = await makeBooking({ sessions: [{ start }, { start: null }] });
    const consent = await consentOf(t, awaiting.client, awaiting);
    const text = consentText(consent.form.title, DEFAULT_CONSENT_STATEMENTS);
    expect(consent).toEqual({
      status: 'not_due',
      dueAt: new Date(start.getTime() - 24 * 3_600_000).toISOString(),
      form: {
        version: 1,
        title: 'Tattoo consent and release',
        statements: DEFAULT_CONSENT_STATEMENTS,
        text,
        minimumAge: 18,
      },
      signed: null,
    });
    const due = await makeBooking({ ...confirmed, sessions: [{ start: null }] });
    expect(await consentOf(t, due.recipient, due)).toMatchObject({ status: 'due', dueAt: null });
  });

  it("shows the recipient's current template: the artist's for an artist inquiry, the studio's for a studio one", async () => {
    const artistBooking = await makeBooking(confirmed);
    const studioBooking = await makeBooking({ ...confirmed, kind: 'studio' });
    await saveTemplate(artistBooking, { title: 'The artist’s form' });
    const v3 = await saveTemplate(studioBooking, { title: 'The studio’s form' }).then(() =>
      saveTemplate(studioBooking, { title: 'The studio’s new form', minimumAge: 21 }),
    );
    expect((await consentOf(t, artistBooking.client, artistBooking)).form).toMatchObject({
      version: 2,
      title: 'The artist’s form',
    });
    const { form } = await consentOf(t, studioBooking.client, studioBooking);
    expect(form).toMatchObject({ version: v3, title: 'The studio’s new form', minimumAge: 21 });
    expect(form.statements.map((s) => s.id)).toEqual(['sober', 'i-have-eaten-today']);
    expect(form.text).toBe('The studio’s new form\nI am sober.\nI have eaten today.');
  });
});

describe('POST /api/bookings/:id/consent', () => {
  it('keeps the exact text signed with its SHA-256, the answers, the time, the address and the browser', async () => {
    const b = await makeBooking(confirmed);
    const served = await consentOf(t, b.client, b);
    const body = consentBody({ version: served.form.version, signature: '  samantha q.  client ' });
    const res = await t.inject(
      {
        method: 'POST',
        url: `${b.url}/consent`,
        payload: body,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
      },
      b.client,
      '203.0.113.7',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { signedAt, sha256: hash } = res.json() as { signedAt: string; sha256: string };
    expect(hash).toBe(sha256(served.form.text));

    const [row] = await storedForms(b.id);
    expect(row).toMatchObject({
      version: 1,
      title: served.form.title,
      statements: served.form.statements,
      minimum_age: 18,
      text: served.form.text,
      sha256: hash,
      legal_name: 'Samantha Q. Client',
      acknowledgements: body.acknowledgements,
      signature: 'samantha q.  client',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    });
    expect(new Date(row?.signed_at as string).toISOString()).toBe(signedAt);

    expect(await consentOf(t, b.recipient, b)).toEqual({
      ...served,
      status: 'signed',
      signed: {
        legalName: 'Samantha Q. Client',
        dateOfBirth: '1990-05-17',
        signature: 'samantha q.  client',
        acknowledgements: body.acknowledgements,
        signedAt,
        sha256: hash,
      },
    });
    // The artist hears it live (the event), and the booking's history and read say so.
    expect(await bookingChangesOf(t.db, b.id)).toEqual(['consent_signed by client']);
    const booking = (await t.call(b.recipient, 'GET', b.url)).json().booking as Booking;
    expect(booking.consent).toMatchObject({ status: 'signed', signedAt });
    expect(booking.history.at(-1)).toMatchObject({ by: 'client', what: 'Consent form signed' });
  });

  it('a signed form keeps its version, title and text after the template changes', async () => {
    const b = await makeBooking(confirmed);
    const v2 = await saveTemplate(b, { title: 'Version two' });
    const { sha256: hash } = await signAsClient(t, b, { version: v2 });
    const v3 = await saveTemplate(b, { title: 'Version three' });

    const signed = await consentOf(t, b.client, b);
    expect(signed.form).toMatchObject({ version: v2, title: 'Version two' });
    expect(sha256(signed.form.text)).toBe(hash);
    expect(signed.signed?.sha256).toBe(hash);
    // The recipient's other bookings show the new version.
    const other = await makeBooking({
      ...confirmed,
      recipient: b.recipient,
      sessions: [{ start: inHours(24 * 20) }],
    });
    expect((await consentOf(t, other.client, other)).form).toMatchObject({
      version: v3,
      title: 'Version three',
    });
  });

  it('refuses a form that changed while the client read it (409), and the new one signs', async () => {
    const b = await makeBooking(confirmed);
    const read = await consentOf(t, b.client, b);
    await saveTemplate(b);
    const stale = await t.call(
      b.client,
      'POST',
      `${b.url}/consent`,
      consentBody({ version: read.form.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONSENT_TEXTS.formChanged);
    expect(await storedForms(b.id)).toEqual([]);
    await signAsClient(t, b);
    expect(await storedForms(b.id)).toHaveLength(1);
  });

  it('counts the minimum age on the day of session 1 where the booking is', async () => {
    const year = new Date().getUTCFullYear() + 1;
    // 03:00 UTC on March 10 is still March 9 in Chicago, the booking's time zone.
    const b = await makeBooking({ ...confirmed, sessions: [{ start: new Date(`${year}-03-10T03:00:00Z`) }] });
    const born = (day: string) => consentBody({ dateOfBirth: `${year - 18}-03-${day}` });

    const young = await t.call(b.client, 'POST', `${b.url}/consent`, born('10'));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      message: 'You must be at least 18 to get tattooed.',
      error: { fields: { dateOfBirth: 'You must be at least 18 to get tattooed.' } },
    });
    expect(await storedForms(b.id)).toEqual([]);
    // 18 on the session's day, though not yet today.
    expect((await t.call(b.client, 'POST', `${b.url}/consent`, born('09'))).statusCode).toBe(201);
  });

  it("counts today, where the booking is, while session 1 has no time; the template's own minimum age", async () => {
    const b = await makeBooking({ ...confirmed, sessions: [{ start: null }] });
    await saveTemplate(b, { minimumAge: 21 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const bornAgo = (years: number, days: number) =>
      new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
    const { form } = await consentOf(t, b.client, b);
    const body = (dateOfBirth: string) =>
      consentBody({ dateOfBirth, acknowledgements: form.statements.map((s) => s.id) });

    const young = await t.call(b.client, 'POST', `${b.url}/consent`, body(bornAgo(21, 1)));
    expect(young.json().message).toBe('You must be at least 21 to get tattooed.');
    expect((await t.call(b.client, 'POST', `${b.url}/consent`, body(bornAgo(21, 0)))).statusCode).toBe(201);
  });

  const everyId = DEFAULT_CONSENT_STATEMENTS.map((s) => s.id);
  const bad: [string, Partial<ConsentSignBody>, string, string][] = [
    [
      'fewer acknowledgements',
      { acknowledgements: everyId.slice(1) },
      'acknowledgements',
      CONSENT_TEXTS.allStatements,
    ],
    ['no acknowledgements', { acknowledgements: [] }, 'acknowledgements', CONSENT_TEXTS.allStatements],
    [
      'one acknowledged twice',
      { acknowledgements: [...everyId.slice(1), everyId[1] as string] },
      'acknowledgements',
      CONSENT_TEXTS.allStatements,
    ],
    [
      'an unknown statement',
      { acknowledgements: [...everyId, 'tattoo-on-face'] },
      'acknowledgements',
      CONSENT_TEXTS.allStatements,
    ],
    ['a signature that differs', { signature: 'Sam Client' }, 'signature', CONSENT_TEXTS.signatureDiffers],
    ['no legal name', { legalName: ' ', signature: ' ' }, 'legalName', CONSENT_TEXTS.legalName],
    [
      'a date of birth in the future',
      { dateOfBirth: '2999-01-01' },
      'dateOfBirth',
      CONSENT_TEXTS.dateOfBirthFuture,
    ],
    ['an unparsable date of birth', { dateOfBirth: '17/05/1990' }, 'dateOfBirth', CONSENT_TEXTS.dateOfBirth],
    [
      'a date of birth that is no date',
      { dateOfBirth: '1990-02-30' },
      'dateOfBirth',
      CONSENT_TEXTS.dateOfBirth,
    ],
    [
      'too young',
      { dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` },
      'dateOfBirth',
      CONSENT_TEXTS.tooYoung(18),
    ],
  ];

  it.each(bad)('400 for %s, naming the field, and nothing is stored', async (_, changes, field, message) => {
    const b = await makeBooking(confirmed);
    const res = await t.call(b.client, 'POST', `${b.url}/consent`, consentBody(changes));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ [field]: message });
    expect(await storedForms(b.id)).toEqual([]);
    expect(await historyOf(b.id)).toEqual(['Booked']);
    expect(await bookingChangesOf(t.db, b.id)).toEqual([]);
  });

  const refused: [string, BookingSpec, (b: MadeBooking) => SessionUser | null, number, string][] = [
    ['a booking awaiting its deposit', {}, (b) => b.client, 409, CONSENT_TEXTS.notConfirmed],
    [
      'a cancelled booking',
      { status: 'cancelled', depositStatus: 'refund_due' },
      (b) => b.client,
      409,
      CONSENT_TEXTS.notConfirmed,
    ],
    ['the recipient', confirmed, (b) => b.recipient, 403, CONSENT_TEXTS.clientOnly],
    ['an admin', confirmed, () => sessionUser('admin'), 403, 'Admins can read bookings but not change them'],
    ['another client', confirmed, () => sessionUser('client'), 404, 'Booking not found'],
  ];

  it.each(refused)('refuses %s (%i), and nothing is stored', async (_, spec, user, status, message) => {
    const b = await makeBooking(spec);
    const res = await t.call(user(b), 'POST', `${b.url}/consent`, consentBody());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await storedForms(b.id)).toEqual([]);
    expect(await historyOf(b.id)).toEqual(['Booked']);
  });

  it('refuses a second signature (409), even once the booking is completed, and keeps the first', async () => {
    const b = await makeBooking(confirmed);
    await signAsClient(t, b);
    const [first] = await storedForms(b.id);
    const again = await t.call(
      b.client,
      'POST',
      `${b.url}/consent`,
      consentBody({ legalName: 'Someone Else', signature: 'Someone Else' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONSENT_TEXTS.alreadySigned);
    await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', b.id).execute();
    const later = await t.call(b.client, 'POST', `${b.url}/consent`, consentBody());
    expect(later.json().message).toBe(CONSENT_TEXTS.alreadySigned);
    expect(await storedForms(b.id)).toEqual([first]);
    expect((await historyOf(b.id)).filter((what) => what === 'Consent form signed')).toHaveLength(1);
  });

  it('lets one of two racing signatures through; the other is told it is signed (409)', async () => {
    const b = await makeBooking(confirmed);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(b.client, 'POST', `${b.url}/consent`, consentBody())),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(CONSENT_TEXTS.alreadySigned);
    expect(await storedForms(b.id)).toHaveLength(1);
    expect(await bookingChangesOf(t.db, b.id)).toEqual(['consent_signed by client']);
  });
});

describe('a signed consent form', () => {
  it('cannot be changed, not even by a direct UPDATE of its row', async () => {
    const b = await makeBooking(confirmed);
    await signAsClient(t, b);
    const [before] = await storedForms(b.id);
    await expect(
      t.db
        .updateTable('consent_forms')
        .set({ legal_name: 'Forged Name' })
        .where('booking_id', '=', b.id)
        .execute(),
    ).rejects.toThrow('a signed consent form is never changed');
    await expect(
      sql`update bookings.consent_forms set signed_at = now() - interval '1 day'`.execute(t.db),
    ).rejects.toThrow('a signed consent form is never changed');
    expect(await storedForms(b.id)).toEqual([before]);
  });
});
