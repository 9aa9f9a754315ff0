import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { ArtistIdentityFields } from '@/components/artist-form/artist-identity-fields';
import { useBusyFields } from '@/components/studio-form/use-busy-fields';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { welcomeSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 1: name and profile photo (cropped 3:4 before it uploads). */
export function WelcomeStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({
    resolver: zodResolver(welcomeSchema),
    defaultValues: stepValues(welcomeSchema, draft),
  });
  useSaveOnLeave(() => onSave(form.getValues()));
  const { busy, setBusy } = useBusyFields();

  return (
    <ApplicationStep
      step={1}
      busy={busy}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <FormProvider {...form}>
        <ArtistIdentityFields onBusyChange={setBusy} />
      </FormProvider>
    </ApplicationStep>
  );
}
