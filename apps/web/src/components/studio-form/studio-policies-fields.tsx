import { Controller, useFormContext } from 'react-hook-form';
import { RadioField } from '@/components/radio-field';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { depositHandlingLabels } from './studio-form-labels';
import type { StudioProfileFormValues } from './studio-form-schema';

// The radio speaks in strings; the form keeps the boolean the API stores.
const depositOptions = [
  { value: 'false', ...depositHandlingLabels.artists },
  { value: 'true', ...depositHandlingLabels.studio },
];

/** Deposit and cancellation policies, shop minimum, age rule and who takes deposits (the wizard's step 4). */
export function StudioPoliciesFields() {
  const { register, control, formState } = useFormContext<StudioProfileFormValues>();
  const { errors } = formState;
  return (
    <>
      <Field
        id="studio-deposit-policy"
        label="Deposit policy"
        hint="At least 20 characters."
        error={errors.depositPolicy?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            placeholder="e.g. A $100 deposit holds your appointment and comes off the final price."
            {...register('depositPolicy')}
          />
        )}
      </Field>
      <Field
        id="studio-cancellation-policy"
        label="Cancellation policy"
        hint="At least 20 characters."
        error={errors.cancellationPolicy?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            placeholder="e.g. Reschedule or cancel 48 hours ahead to keep your deposit."
            {...register('cancellationPolicy')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="studio-shop-minimum"
          label="Shop minimum (optional)"
          hint="Whole dollars; leave empty for no minimum."
          error={errors.shopMinimum?.message}
        >
          {(field) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted"
              >
                $
              </span>
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="off"
                placeholder="80"
                className="pl-7"
                {...register('shopMinimum')}
              />
            </div>
          )}
        </Field>
        <FormField
          id="studio-age-requirements"
          label="Age requirements"
          placeholder="e.g. 18+ with a valid photo ID"
          error={errors.ageRequirements?.message}
          {...register('ageRequirements')}
        />
      </div>
      <Controller
        control={control}
        name="handlesDeposits"
        render={({ field, fieldState }) => (
          <RadioField
            id="studio-deposit-handling"
            label="Deposit management"
            options={depositOptions}
            value={String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
