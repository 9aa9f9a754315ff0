import { zodResolver } from '@hookform/resolvers/zod';
import { applicationStyles } from '@inkbook/contracts/artist';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { BIO_MAX, BIO_MIN, styleSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 2: a short bio with its counter, and the styles the artist specializes in. */
export function StyleStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({ resolver: zodResolver(styleSchema), defaultValues: stepValues(styleSchema, draft) });
  useSaveOnLeave(() => onSave(form.getValues()));
  const bio = useWatch({ control: form.control, name: 'bio' });
  const { errors } = form.formState;

  return (
    <ApplicationStep
      step={2}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <Field
        id="bio"
        label="About you"
        hint={`${bio.length}/${BIO_MAX} characters (${BIO_MIN} minimum)`}
        error={errors.bio?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="Your background, what you love to tattoo, where you work."
            {...form.register('bio')}
          />
        )}
      </Field>
      <Controller
        control={form.control}
        name="tattooStyles"
        render={({ field, fieldState }) => (
          <ChoiceChips
            id="tattoo-styles"
            legend="Styles you specialize in"
            options={applicationStyles}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </ApplicationStep>
  );
}
