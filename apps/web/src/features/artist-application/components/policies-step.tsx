import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { ArtistPoliciesFields } from '@/components/artist-form/artist-policies-fields';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { policiesSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 5: deposit, cancellation and touch-up policies, shown on the profile. */
export function PoliciesStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({
    resolver: zodResolver(policiesSchema),
    defaultValues: stepValues(policiesSchema, draft),
  });
  useSaveOnLeave(() => onSave(form.getValues()));

  return (
    <ApplicationStep
      step={5}
      nextLabel="Preview Profile"
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <FormProvider {...form}>
        <ArtistPoliciesFields optional={false} />
      </FormProvider>
    </ApplicationStep>
  );
}
