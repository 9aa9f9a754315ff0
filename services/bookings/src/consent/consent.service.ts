import { createHash } from 'node:crypto';
import type {
  BookingConsent,
  ConsentForm,
  ConsentSignBody,
  ConsentTemplate,
} from '@inkbook/contracts/aftercare';
import {
  ageOn,
  CONSENT_TEXTS,
  type ConsentStatement,
  consentStatusOf,
  consentText,
} from '@inkbook/contracts/aftercare-rules';
import { isUuid } from '@inkbook/contracts/fields';
import type { SessionUser } from '@inkbook/contracts/identity';
import { badRequest, conflict, forbidden } from '@inkbook/service-kit';
import { assertActs, assertReads } from '../bookings/booking.access';
import { publishBooking } from '../bookings/booking.events';
import { consentDueAt } from '../bookings/booking.mapper';
import { findBookingRow, recordHistory, sessionRowsOf } from '../bookings/booking.repository';
import type { BookingRow } from '../bookings/booking.table';
import { refusal } from '../bookings/booking.transitions';
import type { BookingsContext } from '../context';
import type { BookingsDb, BookingsTrx } from '../db';
import type { Owner } from '../shared/parties';
import { findForm, insertForm, isSealed, isUniqueViolation } from './consent.repository';
import { consentPdf } from './consent-pdf';
import { currentTemplate } from './consent-template.service';

// A booking's consent form (issue 24 item 2): until signed, the recipient's current template; once signed, the
// form exactly as signed, kept with its SHA-256, the answers, the time, the address and the browser, never changed.

export const NOT_SIGNED = 'The consent form is not signed yet';

/** Whose template a booking's form comes from: the artist of an artist inquiry, the studio of a studio inquiry. */
const recipientOf = (row: BookingRow): Owner => ({ kind: row.inquiry_kind, id: row.recipient_id });

/** The form to sign from a template: its text is what the client reads and what is hashed when they sign. */
const formOf = (template: ConsentTemplate): ConsentForm => ({
  version: template.version,
  title: template.title,
  statements: template.statements,
  text: consentText(template.title, template.statements),
  minimumAge: template.minimumAge,
});

const iso = (at: string) => new Date(at).toISOString();

export const CONSENT_SEALED =
  'This consent form is sealed: its client deleted their account. It is kept for the legal retention period and only an admin can open it.';

/** A sealed form (issue 27 item 5) is opened by admins alone: the studio's legal record, no longer anyone's page. */
async function assertUnsealed(db: BookingsDb, user: SessionUser, bookingId: string) {
  if (user.role !== 'admin' && (await isSealed(db, bookingId))) throw forbidden(CONSENT_SEALED);
}

/** GET /api/bookings/{id}/consent: the parties and admins; anyone else 404. */
export async function readConsent(db: BookingsDb, user: SessionUser, id: string): Promise<BookingConsent> {
  const row = assertReads(user, isUuid(id) ? await findBookingRow(db, id) : undefined);
  await assertUnsealed(db, user, row.id);
  const [form, sessions] = await Promise.all([findForm(db, row.id), sessionRowsOf(db, [row.id])]);
  return {
    status: consentStatusOf(row.status, form !== undefined),
    dueAt: consentDueAt(sessions),
    form: form
      ? {
          version: form.version,
          title: form.title,
          statements: form.statements,
          text: form.text,
          minimumAge: form.minimum_age,
        }
      : formOf(await currentTemplate(db, recipientOf(row))),
    signed: form
      ? {
          legalName: form.legal_name,
          dateOfBirth: form.date_of_birth,
          signature: form.signature,
          acknowledgements: form.acknowledgements,
          signedAt: iso(form.signed_at),
          sha256: form.sha256,
        }
      : null,
  };
}

/** Enough of any real browser's name; a header of kilobytes is not kept whole in a record that is never changed. */
const USER_AGENT_MAX = 500;

/** Who signs, as the service sees them: the address the gateway signed in, and the browser's own name. */
export interface Signer {
  ip: string;
  userAgent: string;
}

/**
 * POST /api/bookings/{id}/consent: the client signs the form of a confirmed booking, once, on the booking's locked
 * row; the history line and the event (the recipient sees it live) commit with the form or not at all.
 */
export async function signConsent(
  context: BookingsContext,
  user: SessionUser,
  id: string,
  body: ConsentSignBody,
  signer: Signer,
): Promise<{ signedAt: string; sha256: string }> {
  try {
    return await context.db.transaction().execute(async (trx) => {
      const found = isUuid(id) ? await findBookingRow(trx, id, { forUpdate: true }) : undefined;
      const { row } = assertActs(user, found, 'signConsent');
      // Before the booking's state: a signed form stays signed whatever the booking went on to.
      if (await findForm(trx, row.id)) throw conflict(CONSENT_TEXTS.alreadySigned);
      const refused = refusal('signConsent', {
        booking: row.status,
        deposit: row.deposit_status,
        now: new Date(),
      });
      if (refused) throw conflict(refused);

      const template = await currentTemplate(trx, recipientOf(row));
      if (body.version !== undefined && body.version !== template.version)
        throw conflict(CONSENT_TEXTS.formChanged);
      assertEveryStatement(body.acknowledgements, template.statements);
      if (ageOn(body.dateOfBirth, await ageDayOf(trx, row)) < template.minimumAge) {
        const message = CONSENT_TEXTS.tooYoung(template.minimumAge);
        throw badRequest(message, { dateOfBirth: message });
      }

      const text = consentText(template.title, template.statements);
      const signed = await insertForm(trx, {
        booking_id: row.id,
        version: template.version,
        title: template.title,
        statements: template.statements,
        minimum_age: template.minimumAge,
        text,
        sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
        legal_name: body.legalName,
        date_of_birth: body.dateOfBirth,
        acknowledgements: body.acknowledgements,
        signature: body.signature,
        ip: signer.ip,
        user_agent: signer.userAgent.slice(0, USER_AGENT_MAX),
      });
      await recordHistory(trx, row.id, 'client', 'Consent form signed');
      await publishBooking(trx, row.id, 'consent_signed', 'client');
      return { signedAt: iso(signed.signed_at), sha256: signed.sha256 };
    });
  } catch (error) {
    // The primary key has the last word on "once", whatever raced past the check above.
    if (isUniqueViolation(error)) throw conflict(CONSENT_TEXTS.alreadySigned);
    throw error;
  }
}

/** 400 unless the acknowledgements are exactly the form's statements, each once. */
function assertEveryStatement(acknowledgements: readonly string[], statements: readonly ConsentStatement[]) {
  const ids = new Set(statements.map((s) => s.id));
  const given = new Set(acknowledgements);
  const exact =
    given.size === acknowledgements.length &&
    given.size === ids.size &&
    [...given].every((ack) => ids.has(ack));
  if (!exact)
    throw badRequest(CONSENT_TEXTS.allStatements, { acknowledgements: CONSENT_TEXTS.allStatements });
}

/** `YYYY-MM-DD` of `at` in `timeZone`. */
function dayIn(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day the minimum age counts on: session 1's, where the booking is; today there while it has no time. */
async function ageDayOf(trx: BookingsTrx, row: BookingRow) {
  const first = (await sessionRowsOf(trx, [row.id])).find((s) => s.n === 1)?.start_at;
  return dayIn(first ? new Date(first) : new Date(), row.time_zone);
}

/** GET /api/bookings/{id}/consent.pdf: the signed form for the parties and admins; 409 while unsigned. */
export async function signedConsentPdf(db: BookingsDb, user: SessionUser, id: string) {
  const row = assertReads(user, isUuid(id) ? await findBookingRow(db, id) : undefined);
  await assertUnsealed(db, user, row.id);
  const form = await findForm(db, row.id);
  if (!form) throw conflict(NOT_SIGNED);
  return formPdf(row, form);
}

/** A booking's signed form as its PDF: the text, answers, signature, time and hash, as kept. */
export const formPdf = (
  row: Pick<BookingRow, 'id' | 'recipient_name' | 'time_zone'>,
  form: NonNullable<Awaited<ReturnType<typeof findForm>>>,
) =>
  consentPdf({
    bookingId: row.id,
    recipientName: row.recipient_name,
    timeZone: row.time_zone,
    version: form.version,
    title: form.title,
    statements: form.statements,
    acknowledgements: form.acknowledgements,
    sha256: form.sha256,
    legalName: form.legal_name,
    dateOfBirth: form.date_of_birth,
    signature: form.signature,
    signedAt: iso(form.signed_at),
    ip: form.ip,
    userAgent: form.user_agent,
  });
