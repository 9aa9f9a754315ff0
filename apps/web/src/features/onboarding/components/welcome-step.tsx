import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { FormField } from '@/components/ui/form-field';
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
  const [uploading, setUploading] = useState(false);
  const { errors } = form.formState;

  return (
    <ApplicationStep
      step={1}
      busy={uploading}
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      <FormField
        id="artist-name"
        label="Artist name"
        hint="The name clients will see on your profile."
        autoComplete="name"
        error={errors.artistName?.message}
        {...form.register('artistName')}
      />
      <Controller
        control={form.control}
        name="profileImage"
        render={({ field, fieldState }) => (
          <ImageUploadField
            id="profile-photo"
            label="Profile photo"
            hint="A clear photo of you. You'll crop it to a 3:4 portrait."
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? '')}
            max={1}
            cropAspect={3 / 4}
            cropOnAdd
            error={fieldState.error?.message}
            onBusyChange={setUploading}
          />
        )}
      />
    </ApplicationStep>
  );
}
