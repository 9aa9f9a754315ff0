import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { ArtistWorkFields } from '@/components/artist-form/artist-work-fields';
import { useBusyFields } from '@/components/studio-form/use-busy-fields';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { FLASH_MAX, PORTFOLIO_MAX, workSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 3: portfolio (the first image becomes the profile's cover) and optional flash. */
export function WorkStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({ resolver: zodResolver(workSchema), defaultValues: stepValues(workSchema, draft) });
  useSaveOnLeave(() => onSave(form.getValues()));
  // Each gallery reports its own uploads; Continue waits for both.
  const { busy, setBusy } = useBusyFields();

  return (
    <ApplicationStep
      step={3}
      busy={busy}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <FormProvider {...form}>
        <ArtistWorkFields portfolioMax={PORTFOLIO_MAX} flashMax={FLASH_MAX} onBusyChange={setBusy} />
      </FormProvider>
    </ApplicationStep>
  );
}
