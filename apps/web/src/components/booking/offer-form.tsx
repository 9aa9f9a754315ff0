import type { Offer, OfferBody } from '@inkbook/contracts/booking';
import { MAX_OFFER_SLOTS } from '@inkbook/contracts/booking-rules';
import { budgetText } from '@inkbook/contracts/budget';
import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { bookingApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { ArtistChoiceField } from './artist-choice-field';
import { storeOffer } from './booking-api';
import { dayKey, zonedInstant } from './booking-time';
import { offerResolver } from './offer-body';
import { emptySlot, type OfferSubject, type OfferValues } from './offer-defaults';
import { type CalendarOwner, useSlotClashes } from './slot-clashes';
import { TimeSlotField } from './time-slot-field';

interface OfferFormProps {
  subject: OfferSubject;
  /** The recipient's zone (booking settings): the times are picked on its clocks. */
  timeZone: string;
  defaults: OfferValues;
  onSent: (offer: Offer) => void;
  onCancel: () => void;
}

/** What the quote said, under the price: the estimate, else the client's budget. */
function priceHint(subject: OfferSubject) {
  if (subject.kind === 'artist' && subject.inquiry.aiEstimateRange) {
    return `Your quote: ${subject.inquiry.aiEstimateRange}. Make both the same for a fixed price.`;
  }
  const budget = budgetText(subject.inquiry.budgetMin, subject.inquiry.budgetMax);
  return `The client's budget: ${budget}. Make both the same for a fixed price.`;
}

const numberField = { valueAsNumber: true } as const;

/**
 * 'Send an offer' (issue 23 item 4): the price, sessions, deposit and up to four times the client picks from, read
 * on the clocks of the recipient's zone and sent as instants; a time that overlaps a booked session is warned of
 * (the server decides). Checked as the server checks it; a refusal's messages show by their fields.
 */
export function OfferForm({ subject, timeZone, defaults, onSent, onCancel }: OfferFormProps) {
  const form = useForm<OfferValues, unknown, OfferBody>({
    resolver: offerResolver(subject, timeZone),
    defaultValues: defaults,
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const times = useFieldArray({ control, name: 'slots' });
  const slots = useWatch({ control, name: 'slots' });
  const sessionHours = useWatch({ control, name: 'sessionHours' });
  const artistId = useWatch({ control, name: 'artistId' });
  const instants = slots.map((slot) => zonedInstant(slot.date, slot.time, timeZone));
  const owner: CalendarOwner =
    subject.kind === 'artist'
      ? { artistId: subject.inquiry.artistId }
      : { studioId: subject.inquiry.studioId, artistId: artistId || null };
  const clashes = useSlotClashes(instants, sessionHours, owner);
  const minDate = dayKey(new Date(), timeZone);

  const send = useCommand({
    mutationFn: (body: OfferBody) => bookingApi.createOffer({ body }).then((answer) => answer.offer),
    success: { title: 'Offer sent', description: 'The client can now pick one of your times.' },
    failure: { title: 'Offer not sent', description: 'Please check the offer and try again.' },
    form,
    onSuccess: async (offer, _body, queryClient) => {
      await storeOffer(queryClient, offer);
      onSent(offer);
    },
  });

  const removeTime = (index: number) => {
    times.remove(index);
    // The removed row's button took focus with it: the time before it (or the new first one) gets it.
    form.setFocus(`slots.${Math.max(0, index - 1)}.date`);
  };
  const timesError = errors.slots?.root?.message ?? errors.slots?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Offer"
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((body) => send.mutate(body))}
      >
        <fieldset aria-describedby="offer-price-hint">
          <legend className="sr-only">Price</legend>
          <div className="grid grid-cols-2 gap-3">
            <FormField
              id="offer-price-low"
              label="Lowest price ($)"
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.priceLow?.message}
              {...register('priceLow', numberField)}
            />
            <FormField
              id="offer-price-high"
              label="Highest price ($)"
              type="number"
              inputMode="numeric"
              min={0}
              error={errors.priceHigh?.message}
              {...register('priceHigh', numberField)}
            />
          </div>
          <p id="offer-price-hint" className="mt-1 text-sm text-muted">
            {priceHint(subject)}
          </p>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            id="offer-sessions"
            label="Sessions"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            error={errors.sessions?.message}
            {...register('sessions', numberField)}
          />
          <FormField
            id="offer-session-hours"
            label="Hours per session"
            type="number"
            inputMode="decimal"
            min={0.5}
            max={12}
            step={0.5}
            error={errors.sessionHours?.message}
            {...register('sessionHours', numberField)}
          />
          <FormField
            id="offer-deposit"
            label="Deposit ($)"
            type="number"
            inputMode="numeric"
            min={0}
            hint="0 for none: the booking is confirmed at once."
            error={errors.deposit?.message}
            {...register('deposit', numberField)}
          />
          <FormField
            id="offer-deposit-due"
            label="Deposit due in (hours)"
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            error={errors.depositDueHours?.message}
            {...register('depositDueHours', numberField)}
          />
        </div>

        <fieldset
          aria-describedby={timesError ? 'offer-times-hint offer-times-error' : 'offer-times-hint'}
          className="flex flex-col gap-3"
        >
          <legend className="text-sm font-medium text-ink">Times the client can pick</legend>
          <p id="offer-times-hint" className="text-sm text-muted">
            In {timeZone}, the time zone of your booking settings. Up to {MAX_OFFER_SLOTS}; the client books
            one.
          </p>
          {times.fields.map((field, index) => (
            <TimeSlotField
              key={field.id}
              index={index}
              timeZone={timeZone}
              minDate={minDate}
              instant={instants[index] ?? ''}
              clash={clashes[index]}
              onRemove={times.fields.length > 1 ? () => removeTime(index) : undefined}
            />
          ))}
          <FieldError id="offer-times-error" message={timesError} />
          {times.fields.length < MAX_OFFER_SLOTS ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => times.append(emptySlot())}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add a time
            </Button>
          ) : null}
        </fieldset>

        {subject.kind === 'studio' ? <ArtistChoiceField studioId={subject.inquiry.studioId} /> : null}
        <FormField
          id="offer-location"
          label="Location"
          autoComplete="street-address"
          placeholder="Studio name and address"
          error={errors.location?.message}
          {...register('location')}
        />
        <Field id="offer-note" label="Note (optional)" error={errors.note?.message}>
          {(fieldControl) => (
            <Textarea
              {...fieldControl}
              placeholder="Anything the client should know: how to prepare, what to bring…"
              {...register('note')}
            />
          )}
        </Field>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send offer'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
