import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { type BookingSpec, bookingFactory, type MadeBooking } from '../testing/booking-factory';
import { consentOf, signAsClient } from '../testing/consent';
import { useBookings } from '../testing/suite';
import { NOT_SIGNED } from './consent.service';

// GET /api/bookings/:id/consent.pdf (issue 24 item 2): the signed form as a PDF that opens (parsed back here),
// carries the hash and the answers, draws any script a name or a template is written in, and runs onto more pages
// when the form is long.

const t = useBookings();
const makeBooking = bookingFactory(() => t.db);

const confirmed: BookingSpec = { status: 'confirmed', depositStatus: 'received' };

/** The PDF's text (whitespace collapsed: wrapping breaks lines anywhere) and its document information. */
async function parsePdf(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text, total } = await parser.getText();
    const { info } = await parser.getInfo();
    return { text: text.replace(/\s+/g, ' '), pages: total, info: info as Record<string, unknown> };
  } finally {
    await parser.destroy();
  }
}

const pdfOf = (b: MadeBooking, user = b.client) => t.call(user, 'GET', `${b.url}/consent.pdf`);

describe('the consent PDF', () => {
  it('is a download of the signed form: its statements, answers, signature, time, address, browser and hash', async () => {
    const b = await makeBooking(confirmed);
    const { sha256, signedAt } = await signAsClient(t, b, {
      legalName: 'Samantha Client',
      signature: 'Samantha Client',
    });
    const { form } = await consentOf(t, b.client, b);

    for (const user of [b.client, b.recipient]) {
      const res = await pdfOf(b, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="inkbook-consent-${b.id}.pdf"`,
        'cache-control': 'private, no-store',
      });
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const { text, info } = await parsePdf((await pdfOf(b)).rawPayload);
    expect(info).toMatchObject({ Subject: sha256, Keywords: sha256 });
    expect(text).toContain(form.title);
    for (const statement of form.statements) expect(text).toContain(statement.text);
    expect(text).toContain('Legal name: Samantha Client');
    expect(text).toContain('Date of birth: 1990-05-17');
    expect(text).toContain('Signature');
    expect(text).toContain(`Signed (UTC): ${signedAt}`);
    expect(text).toContain('(America/Chicago)');
    expect(text).toContain('Address: 127.0.0.1');
    expect(text).toContain(`SHA-256 of the text signed: ${sha256}`);
    expect(text).toContain('Form version: 1');
  });

  it('is refused while the form is not signed (409)', async () => {
    const b = await makeBooking(confirmed);
    for (const user of [b.client, b.recipient]) {
      const res = await pdfOf(b, user);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOT_SIGNED);
    }
  });

  it('draws names and templates in any script, and a character no font has as a replacement', async () => {
    const b = await makeBooking({ ...confirmed, kind: 'studio' });
    const template = await t.call(b.recipient, 'PUT', '/api/bookings/settings/consent', {
      title: 'Согласие на татуировку',
      statements: [
        { id: 'age', text: 'Мне исполнилось 18 лет. Είμαι ενήλικας. Tôi đã đủ tuổi.' },
        { id: 'cjk', text: 'Ich verstehe die Risiken 漢字 ✓ 🐉.' },
      ],
      minimumAge: 18,
    });
    expect(template.statusCode, template.body).toBe(200);
    const name = 'Дарья Zoë Ångström-Łódź';
    const { sha256 } = await signAsClient(t, b, { legalName: name, signature: name });

    const res = await pdfOf(b);
    expect(res.statusCode, res.body).toBe(200);
    const { text, info } = await parsePdf(res.rawPayload);
    expect(info.Subject).toBe(sha256);
    expect(text).toContain(`Legal name: ${name}`);
    expect(text).toContain('Согласие на татуировку');
    expect(text).toContain('Мне исполнилось 18 лет. Είμαι ενήλικας. Tôi đã đủ tuổi.');
    expect(text).toContain('Ich verstehe die Risiken ?? ? ?.');
  });

  it('runs onto as many pages as a long form needs, breaking a word longer than a line', async () => {
    const b = await makeBooking(confirmed);
    const long = (n: number) =>
      `Statement ${n}: ${'I understand what this tattoo involves. '.repeat(12).trim()}`;
    await t.call(b.recipient, 'PUT', '/api/bookings/settings/consent', {
      title: 'A very long consent form',
      statements: Array.from({ length: 30 }, (_, n) => ({ text: long(n) })),
      minimumAge: 18,
    });
    const browser = `Browser/${'x'.repeat(300)}`;
    const { form } = await consentOf(t, b.client, b);
    const signed = await t.inject(
      {
        method: 'POST',
        url: `${b.url}/consent`,
        payload: {
          legalName: 'Sam Client',
          signature: 'Sam Client',
          dateOfBirth: '1990-05-17',
          acknowledgements: form.statements.map((s) => s.id),
        },
        headers: { 'user-agent': browser },
      },
      b.client,
    );
    expect(signed.statusCode, signed.body).toBe(201);

    const { text, pages } = await parsePdf((await pdfOf(b)).rawPayload);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(long(29));
    // The browser's one long word, broken over lines, is all there.
    expect(text.replaceAll(' ', '')).toContain(browser);
  });
});
