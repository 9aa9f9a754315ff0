import type { BookingConsent } from '@inkbook/contracts/aftercare';
import { CONSENT_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { aftercareApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf, useCommand } from '@/lib/use-command';
import { bookingKeys, consentQueryKey } from './booking-api';
import { dayKey } from './booking-time';

interface ConsentAnswers {
  acknowledgements: string[];
  legalName: string;
  dateOfBirth: string;
  signature: string;
}

const blank: ConsentAnswers = { acknowledgements: [], legalName: '', dateOfBirth: '', signature: '' };

/** Said in place when the server refused for a reason no field shows (a 409: signed already, the form changed). */
function noticeOf(error: Error, answers: ConsentAnswers): string | undefined {
  const onFields =
    isApiError(error) && Object.keys(error.fields).some((f) => (f.split('.')[0] ?? '') in answers);
  if (onFields) return undefined;
  return serverMessageOf(error) ?? "Couldn't sign the form. Please try again.";
}

/** The signed form in the cache at once (the refetch that follows confirms it), and the booking's standing with it. */
function storeSigned(
  queryClient: QueryClient,
  id: string,
  consent: BookingConsent,
  signed: NonNullable<BookingConsent['signed']>,
) {
  queryClient.setQueryData<BookingConsent>(consentQueryKey(id), { ...consent, status: 'signed', signed });
  queryClient.setQueryData<Booking>(bookingKeys.booking(id), (booking) =>
    booking
      ? { ...booking, consent: { ...booking.consent, status: 'signed', signedAt: signed.signedAt } }
      : booking,
  );
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
  return queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
}

interface ClientConsentFormProps {
  bookingId: string;
  /** The form as GET /api/bookings/{id}/consent answered it, due. */
  consent: BookingConsent;
  /** Once the server kept the signature. */
  onSigned: () => void;
}

/**
 * The consent form to sign (issue 24 item 2): each statement a checkbox, the legal name, the date of birth and the
 * name typed again as the signature. The service checks every rule (its messages show by their fields); the version
 * read goes with the signature, so a form changed meanwhile is refused (409) and read afresh.
 */
export function ClientConsentForm({ bookingId, consent, onSigned }: ClientConsentFormProps) {
  const id = useId();
  const { version, title, statements, minimumAge } = consent.form;
  const queryClient = useQueryClient();
  const form = useForm<ConsentAnswers>({ defaultValues: blank });
  const { field: ticks, fieldState: ticksState } = useController({
    control: form.control,
    name: 'acknowledgements',
  });
  const [notice, setNotice] = useState<string>();

  // A new version came (the template changed while the client read it): each statement is read and ticked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the version changes.
  useEffect(() => {
    form.setValue('acknowledgements', []);
  }, [version]);

  const sign = useCommand({
    mutationFn: (answers: ConsentAnswers) =>
      aftercareApi.signConsent({ params: { id: bookingId }, body: { ...answers, version } }),
    success: { title: 'Consent form signed' },
    form,
    onError: (error, answers) => {
      setNotice(noticeOf(error, answers));
      // Signed meanwhile, or a new version to read: the form as it now is.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: consentQueryKey(bookingId) });
    },
    onSuccess: (signed, answers, client) => {
      onSigned();
      return storeSigned(client, bookingId, consent, { ...answers, ...signed });
    },
  });

  const toggle = (statement: string, checked: boolean) =>
    ticks.onChange(
      statements
        .map((s) => s.id)
        .filter((each) => (each === statement ? checked : ticks.value.includes(each))),
    );
  const ticksError = ticksState.error?.message;
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-5"
      onSubmit={form.handleSubmit((answers) => {
        setNotice(undefined);
        sign.mutate(answers);
      })}
    >
      <fieldset aria-describedby={ticksError ? `${id}-ticks-error` : undefined} className="min-w-0">
        <legend className="font-display text-lg font-semibold break-words text-ink">{title}</legend>
        <p className="mt-1 text-sm text-ink-soft">Read each statement and tick it to agree.</p>
        <ul className="mt-3 flex flex-col gap-2">
          {statements.map((statement, index) => (
            <li key={statement.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 text-sm text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent">
                <input
                  ref={index === 0 ? ticks.ref : undefined}
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-ink"
                  checked={ticks.value.includes(statement.id)}
                  onChange={(event) => toggle(statement.id, event.target.checked)}
                  aria-invalid={ticksError ? true : undefined}
                />
                <span className="min-w-0 break-words">{statement.text}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-ticks-error`} message={ticksError} />
      </fieldset>
      <FormField
        id={`${id}-name`}
        label="Full legal name"
        autoComplete="name"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <FormField
        id={`${id}-birth`}
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={dayKey(new Date())}
        hint={CONSENT_TEXTS.tooYoung(minimumAge)}
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth')}
      />
      <FormField
        id={`${id}-signature`}
        label="Type your legal name again to sign"
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-display [&_input]:text-lg [&_input]:italic"
        error={errors.signature?.message}
        {...form.register('signature')}
      />
      <FormAlert message={notice} />
      <Button type="submit" variant="accent" className="self-start" isLoading={sign.isPending}>
        {sign.isPending ? 'Signing…' : 'Sign'}
      </Button>
    </form>
  );
}
