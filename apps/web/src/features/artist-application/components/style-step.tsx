import { zodResolver } from '@hookform/resolvers/zod';
import { applicationStyles } from '@inkbook/contracts/artist';
import { FormProvider, useForm } from 'react-hook-form';
import { ArtistBioField } from '@/components/artist-form/artist-bio-field';
import { ArtistStylesField } from '@/components/artist-form/artist-styles-field';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { BIO_MAX, BIO_MIN, styleSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 2: a short bio with its counter, and the styles the artist specializes in. */
export function StyleStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({ resolver: zodResolver(styleSchema), defaultValues: stepValues(styleSchema, draft) });
  useSaveOnLeave(() => onSave(form.getValues()));

  return (
    <ApplicationStep
      step={2}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <FormProvider {...form}>
        <ArtistBioField label="About you" min={BIO_MIN} max={BIO_MAX} />
        <ArtistStylesField options={applicationStyles} />
      </FormProvider>
    </ApplicationStep>
  );
}
