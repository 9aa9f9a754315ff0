import type { BookingConsent, ConsentSignature } from '@inkbook/contracts/aftercare';
import {
  CONSENT_TEXTS,
  consentText,
  DEFAULT_CONSENT_STATEMENTS,
  DEFAULT_CONSENT_TITLE,
  missingItemTexts,
} from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, SentRequest } from '@/testing/api';
import {
  aBookingInBerlin,
  actionsSent,
  anOfferFromBerlin,
  BOOKING,
  type BookingsState,
  fakeBookingsGateway,
  INQUIRY,
  useClientClock,
} from '@/testing/bookings';
import { renderWithProviders } from '@/testing/render';
import { stubServerEvents } from '@/testing/server-events';
import { ClientAppointment } from './client-appointment';

const CONSENT = `/api/bookings/${BOOKING}/consent`;
const statements = DEFAULT_CONSENT_STATEMENTS.slice(0, 3);
const SHA = 'a3f1c29be07d4e6b8c5f0a1d2e3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d';
const SIGNED_AT = '2026-12-01T17:05:00.000Z';
/** What a signature sends besides the version. */
type Answers = Omit<ConsentSignature, 'signedAt' | 'sha256'>;

/** Booked and its $200 deposit received: confirmed, its consent form due 24 hours before 10 December's session. */
const confirmed = (more: Partial<Booking> = {}) =>
  aBookingInBerlin({
    status: 'confirmed',
    deposit: { ...aBookingInBerlin().deposit, status: 'received', dueAt: null },
    consent: { status: 'due', dueAt: '2026-12-09T16:00:00.000Z', signedAt: null },
    ...more,
  });

/** The form as the service answers it: Maya Stone's template, version 3, three statements. */
const dueForm = (more: Partial<BookingConsent['form']> = {}): BookingConsent => {
  const form = { version: 3, title: DEFAULT_CONSENT_TITLE, statements, minimumAge: 18, ...more };
  return {
    status: 'due',
    dueAt: '2026-12-09T16:00:00.000Z',
    form: { ...form, text: consentText(form.title, form.statements) },
    signed: null,
  };
};

/** The same form once Sam Client signed it. */
const signedForm = (): BookingConsent => ({
  ...dueForm(),
  status: 'signed',
  signed: {
    legalName: 'Sam Client',
    dateOfBirth: '1990-04-02',
    signature: 'Sam Client',
    acknowledgements: statements.map((s) => s.id),
    signedAt: SIGNED_AT,
    sha256: SHA,
  },
});

/**
 * The inquiry's accepted offer made `booking`; its consent form reads `consent` (changed as the service would by
 * `sign`'s answer), and a signature is answered by `sign`.
 */
function gateway(
  booking: Booking,
  consent: { form: BookingConsent },
  sign?: (r: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
) {
  const state: BookingsState = {
    offers: [anOfferFromBerlin({ status: 'accepted', bookingId: BOOKING })],
    bookings: [booking],
  };
  return fakeBookingsGateway(state, (request) => {
    if (request.url === CONSENT && request.method === 'GET') return { body: consent.form };
    if (request.url === CONSENT && request.method === 'POST' && sign) return sign(request);
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderAppointment(route = `/my-inquiries/${INQUIRY}`) {
  const events = stubServerEvents();
  return { events, ...renderWithProviders(<ClientAppointment inquiryId={INQUIRY} />, { route }) };
}

const consentRegion = () => screen.getByRole('region', { name: 'Consent form' });
const missingRegion = () => screen.getByRole('region', { name: "What's still missing" });

/** Ticks every statement and fills in the name, the date of birth and the signature. */
async function fillIn(user: ReturnType<typeof renderAppointment>['user'], signature: string) {
  for (const statement of statements)
    await user.click(screen.getByRole('checkbox', { name: statement.text }));
  await user.type(screen.getByLabelText('Full legal name'), 'Sam Client');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-02');
  await user.type(screen.getByLabelText('Type your legal name again to sign'), signature);
}

describe("ClientAppointment: what's still missing", () => {
  useClientClock();

  it('lists the deposit and the consent form, each linked to its part of the page, which takes focus', async () => {
    const sent = gateway(aBookingInBerlin(), { form: dueForm() });
    const { user, location } = renderAppointment();

    const missing = within(await screen.findByRole('region', { name: "What's still missing" }));
    const deposit = missing.getByRole('link', { name: missingItemTexts.deposit.label });
    const consent = missing.getByRole('link', { name: missingItemTexts.consent.label });
    expect(deposit).toHaveAttribute('href', `/my-inquiries/${INQUIRY}#${missingItemTexts.deposit.anchor}`);
    expect(consent).toHaveAttribute('href', `/my-inquiries/${INQUIRY}#${missingItemTexts.consent.anchor}`);
    expect(consentRegion()).toHaveAttribute('id', missingItemTexts.consent.anchor);
    expect(screen.getByRole('region', { name: 'Deposit' })).toHaveAttribute(
      'id',
      missingItemTexts.deposit.anchor,
    );

    await user.click(consent);
    expect(location()).toBe(`/my-inquiries/${INQUIRY}`);
    await waitFor(() => expect(consentRegion()).toHaveFocus());
    await user.click(deposit);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Deposit' })).toHaveFocus());
    // Awaiting the deposit, the form is not open yet: it says when it opens and is not read.
    expect(within(consentRegion()).getByText(`${CONSENT_TEXTS.notConfirmed}.`)).toBeInTheDocument();
    expect(sent.some((request) => request.url === CONSENT)).toBe(false);
  });

  it("lands on the anchor a reminder's link names once the booking has loaded", async () => {
    gateway(confirmed(), { form: dueForm() });
    renderAppointment(`/my-inquiries/${INQUIRY}#consent`);
    await waitFor(() => expect(consentRegion()).toHaveFocus());
    // The deposit arrived: only the consent form is still missing.
    expect(
      within(missingRegion())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([missingItemTexts.consent.label]);
  });

  it('shows nothing missing once the deposit arrived and the form is signed', async () => {
    const signed = confirmed({ consent: { status: 'signed', dueAt: null, signedAt: SIGNED_AT } });
    gateway(signed, {
      form: signedForm(),
    });
    renderAppointment();
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "What's still missing" })).not.toBeInTheDocument();
  });
});

describe('ClientAppointment: signing the consent form', () => {
  useClientClock();

  it("puts the server's field message on the signature, then signs once however often Sign is pressed", async () => {
    const consent = { form: dueForm() };
    const booking = confirmed();
    // The signature's answer waits until both clicks of a double-click are in.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent = gateway(booking, consent, async (request) => {
      const body = request.body as { signature: string };
      if (body.signature !== 'Sam Client') {
        return {
          status: 400,
          body: {
            message: 'Invalid consent',
            error: {
              code: 'validation_failed',
              message: 'Invalid consent',
              fields: { signature: CONSENT_TEXTS.signatureDiffers },
            },
          },
        };
      }
      await answered;
      booking.consent = { status: 'signed', dueAt: booking.consent.dueAt, signedAt: SIGNED_AT };
      consent.form = {
        ...consent.form,
        status: 'signed',
        signed: { ...(request.body as Answers), signedAt: SIGNED_AT, sha256: SHA },
      };
      return { status: 201, body: { signedAt: SIGNED_AT, sha256: SHA } };
    });
    const { user } = renderAppointment();

    const form = within(await screen.findByRole('group', { name: DEFAULT_CONSENT_TITLE }));
    expect(form.getAllByRole('checkbox')).toHaveLength(statements.length);
    expect(within(consentRegion()).getByText('Wed, Dec 9, 11:00 AM')).toBeInTheDocument();
    expect(within(consentRegion()).queryByText('Overdue')).not.toBeInTheDocument();
    await fillIn(user, 'Sam Klient');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const signature = screen.getByLabelText('Type your legal name again to sign');
    await waitFor(() => expect(signature).toHaveAccessibleDescription(CONSENT_TEXTS.signatureDiffers));
    expect(signature).toHaveFocus();
    expect(signature).toHaveAttribute('aria-invalid', 'true');

    await user.clear(signature);
    await user.type(signature, 'Sam Client');
    await user.dblClick(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('button', { name: 'Signing…' })).toBeDisabled();
    expect(actionsSent(sent)).toHaveLength(2);
    answer();

    const region = within(consentRegion());
    expect((await region.findByText('Tue, Dec 1, 12:05 PM')).closest('p')).toHaveTextContent(
      'Signed Tue, Dec 1, 12:05 PM',
    );
    expect(region.getByText(`${SHA.slice(0, 12)}…`)).toHaveAttribute('title', SHA);
    expect(region.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${CONSENT}.pdf`);
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consent form' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: "What's still missing" })).not.toBeInTheDocument();
    const signs = actionsSent(sent);
    expect(signs).toHaveLength(2);
    expect(signs[1]).toEqual({
      method: 'POST',
      url: CONSENT,
      body: {
        acknowledgements: statements.map((s) => s.id),
        legalName: 'Sam Client',
        dateOfBirth: '1990-04-02',
        signature: 'Sam Client',
        version: 3,
      },
    });
  });

  it('says a changed form was updated, reads it again and asks for every statement anew', async () => {
    const consent = { form: dueForm() };
    const added = { id: 'aftercare', text: DEFAULT_CONSENT_STATEMENTS[7]?.text ?? '' };
    gateway(confirmed(), consent, () => {
      consent.form = dueForm({ version: 4, statements: [...statements, added] });
      return { status: 409, body: { message: CONSENT_TEXTS.formChanged } };
    });
    const { user } = renderAppointment();
    await screen.findByRole('group', { name: DEFAULT_CONSENT_TITLE });
    await fillIn(user, 'Sam Client');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await within(consentRegion()).findByRole('alert')).toHaveTextContent(CONSENT_TEXTS.formChanged);
    const fresh = await screen.findByRole('checkbox', { name: added.text });
    expect(fresh).not.toBeChecked();
    for (const statement of statements)
      expect(screen.getByRole('checkbox', { name: statement.text })).not.toBeChecked();
    expect(screen.getByLabelText('Full legal name')).toHaveValue('Sam Client');
  });

  it('shows the form signed when the booking says so live (signed on another device)', async () => {
    const consent = { form: dueForm() };
    const booking = confirmed();
    gateway(booking, consent);
    const { events } = renderAppointment();
    await screen.findByRole('group', { name: DEFAULT_CONSENT_TITLE });

    booking.consent = { status: 'signed', dueAt: booking.consent.dueAt, signedAt: SIGNED_AT };
    consent.form = signedForm();
    act(() =>
      events.emit('bookings.booking.updated', { id: BOOKING, inquiryId: INQUIRY, change: 'consent_signed' }),
    );
    expect(await within(consentRegion()).findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: DEFAULT_CONSENT_TITLE })).not.toBeInTheDocument();
  });

  it('says the form is overdue once its time has passed, and opens the form when the booking is confirmed live', async () => {
    const state: BookingsState = {
      offers: [anOfferFromBerlin({ status: 'accepted', bookingId: BOOKING })],
      bookings: [aBookingInBerlin()],
    };
    fakeBookingsGateway(state, (request) =>
      request.url === CONSENT ? { body: { ...dueForm(), dueAt: '2026-12-01T10:00:00.000Z' } } : {},
    );
    const { events } = renderAppointment();
    expect(await screen.findByText(`${CONSENT_TEXTS.notConfirmed}.`)).toBeInTheDocument();

    state.bookings = [
      confirmed({ consent: { status: 'due', dueAt: '2026-12-01T10:00:00.000Z', signedAt: null } }),
    ];
    act(() => events.emit('bookings.booking.updated', { id: BOOKING, inquiryId: INQUIRY }));
    expect(await screen.findByRole('group', { name: DEFAULT_CONSENT_TITLE })).toBeInTheDocument();
    expect(within(consentRegion()).getByText('Overdue')).toBeInTheDocument();
  });
});
