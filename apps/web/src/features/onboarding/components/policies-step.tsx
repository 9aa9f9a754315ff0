import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { policiesSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';

const policies = [
  {
    name: 'depositPolicy',
    label: 'Deposit policy',
    placeholder: 'e.g. A $100 non-refundable deposit holds your appointment and goes toward the final price.',
  },
  {
    name: 'cancellationPolicy',
    label: 'Cancellation policy',
    placeholder: 'e.g. Reschedule at least 48 hours ahead to keep your deposit.',
  },
  {
    name: 'touchupPolicy',
    label: 'Touch-up policy',
    placeholder: 'e.g. One free touch-up within three months once your tattoo has healed.',
  },
] as const;

/** Step 5: deposit, cancellation and touch-up policies, shown on the profile. */
export function PoliciesStep({ draft, onNext, onBack, onSave }: StepProps) {
  const form = useForm({
    resolver: zodResolver(policiesSchema),
    defaultValues: stepValues(policiesSchema, draft),
  });
  useSaveOnLeave(() => onSave(form.getValues()));
  const { errors } = form.formState;

  return (
    <ApplicationStep
      step={5}
      nextLabel="Preview Profile"
      onNext={() => void form.handleSubmit(() => onNext(form.getValues()))()}
      onBack={() => onBack(form.getValues())}
    >
      {policies.map(({ name, label, placeholder }) => (
        <Field key={name} id={name} label={label} error={errors[name]?.message}>
          {(control) => <Textarea {...control} rows={3} placeholder={placeholder} {...form.register(name)} />}
        </Field>
      ))}
    </ApplicationStep>
  );
}
