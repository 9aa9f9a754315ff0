import type { ConsentStatement } from '@inkbook/contracts/aftercare-rules';
import { PDFDocument } from 'pdf-lib';
import { embedTypeface } from './pdf-typeface';
import { INK, MUTED, pdfWriter } from './pdf-writer';

// The signed consent form as a PDF (issue 24 item 2) for the client's and the studio's records: the text signed,
// every statement ticked, the answers, the signature line, when, from where and with which browser, and the
// SHA-256 of the text, which is also the document's Subject and Keywords (so a file can be matched to its record).

export interface SignedConsent {
  bookingId: string;
  /** The artist or studio the booking is with. */
  recipientName: string;
  /** The booking's time zone: the signing time is shown in it as well as in UTC. */
  timeZone: string;
  version: number;
  title: string;
  statements: readonly ConsentStatement[];
  acknowledgements: readonly string[];
  sha256: string;
  legalName: string;
  dateOfBirth: string;
  signature: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

const TICK_BOX = 9;
const STATEMENT_INDENT = 18;

const localTime = (at: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'long' }).format(new Date(at))} (${timeZone})`;

export async function consentPdf(form: SignedConsent): Promise<Uint8Array> {
  const record: [string, string][] = [
    ['Signed (UTC)', form.signedAt],
    ['Signed (local time)', localTime(form.signedAt, form.timeZone)],
    ['Address', form.ip || 'unknown'],
    ['Browser', form.userAgent || 'unknown'],
    ['Form version', String(form.version)],
    ['SHA-256 of the text signed', form.sha256],
  ];
  const header = `Inkbook · booking ${form.bookingId} with ${form.recipientName}`;
  const hashNote =
    'The SHA-256 is computed over the exact text signed, as UTF-8: the title, then each statement on its own line.';
  const answers: [string, string][] = [
    ['Legal name', form.legalName],
    ['Date of birth', form.dateOfBirth],
  ];

  const doc = await PDFDocument.create();
  doc.setTitle(`${form.title} (booking ${form.bookingId})`);
  doc.setSubject(form.sha256);
  doc.setKeywords([form.sha256]);
  doc.setCreator('Inkbook');
  doc.setProducer('Inkbook');
  const typeface = await embedTypeface(doc, [
    header,
    form.title,
    hashNote,
    form.signature,
    'Signature',
    'Page 1 of 1',
    ...form.statements.map((s) => s.text),
    ...[...answers, ...record].flat(),
  ]);
  const out = pdfWriter(doc, typeface);

  out.paragraph(header, { size: 8, color: MUTED, after: 10 });
  out.paragraph(form.title, { size: 18, after: 12 });

  const acknowledged = new Set(form.acknowledgements);
  for (const statement of form.statements) {
    // The box sits on the statement's first line, on the same page as it.
    const { page, x, top } = out.ensure(14);
    page.drawRectangle({
      x,
      y: top - 11,
      width: TICK_BOX,
      height: TICK_BOX,
      borderColor: INK,
      borderWidth: 0.8,
    });
    if (acknowledged.has(statement.id))
      page.drawSvgPath('M 1.8 4.6 L 3.8 7 L 7.6 1.6', {
        x,
        y: top - 2,
        borderColor: INK,
        borderWidth: 1.3,
      });
    out.paragraph(statement.text, { indent: STATEMENT_INDENT, after: 6 });
  }

  out.gap(10);
  for (const [label, value] of answers) out.paragraph(`${label}: ${value}`, { size: 11 });

  // The typed signature above a rule, as on paper.
  out.gap(14);
  out.paragraph(form.signature, { size: 16, after: 2 });
  const { page, x, top } = out.ensure(20);
  page.drawLine({ start: { x, y: top }, end: { x: x + 240, y: top }, thickness: 0.8, color: INK });
  out.gap(4);
  out.paragraph('Signature', { size: 8, color: MUTED, after: 16 });

  for (const [label, value] of record) out.paragraph(`${label}: ${value}`, { size: 9, after: 3 });
  out.paragraph(hashNote, { size: 8, color: MUTED });

  out.footer((n, pages) => `Page ${n} of ${pages}`);
  return doc.save();
}
