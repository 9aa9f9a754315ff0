import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { FLASH_MAX, PORTFOLIO_MAX, workSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

/** Step 3: portfolio (the first image becomes the profile's cover) and optional flash. */
export function WorkStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({ resolver: zodResolver(workSchema), defaultValues: stepValues(workSchema, draft) });
  useSaveOnLeave(() => onSave(form.getValues()));
  // Each gallery reports its own uploads; Continue waits for both.
  const [portfolioBusy, setPortfolioBusy] = useState(false);
  const [flashBusy, setFlashBusy] = useState(false);

  return (
    <ApplicationStep
      step={3}
      busy={portfolioBusy || flashBusy}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <Controller
        control={form.control}
        name="portfolioImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="portfolio-images"
            label="Portfolio"
            hint={`Your best healed or fresh work, up to ${PORTFOLIO_MAX} images. The first one is your profile's cover; drag to reorder.`}
            value={field.value}
            onChange={field.onChange}
            max={PORTFOLIO_MAX}
            error={fieldState.error?.message}
            onBusyChange={setPortfolioBusy}
          />
        )}
      />
      <Controller
        control={form.control}
        name="flashImages"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="flash-images"
            label="Flash designs"
            hint={`Optional: designs you're ready to tattoo, up to ${FLASH_MAX}.`}
            value={field.value}
            onChange={field.onChange}
            max={FLASH_MAX}
            error={fieldState.error?.message}
            onBusyChange={setFlashBusy}
          />
        )}
      />
    </ApplicationStep>
  );
}
