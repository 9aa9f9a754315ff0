import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Textarea } from '@/components/ui/textarea';
import type { EditValues } from '../../utils/edit-values';

const policies = [
  { name: 'depositPolicy', label: 'Deposit policy (optional)' },
  { name: 'cancellationPolicy', label: 'Cancellation policy (optional)' },
  { name: 'touchupPolicy', label: 'Touch-up policy (optional)' },
] as const;

/** The three policies the profile shows; each may be left empty, but one written says at least 10 characters. */
export function PoliciesSection() {
  const { register, formState } = useFormContext<EditValues>();
  return (
    <FormSection
      title="Policies"
      description="Leave a policy empty to hide it, or write at least 10 characters."
    >
      {policies.map(({ name, label }) => (
        <Field key={name} id={name} label={label} error={formState.errors[name]?.message}>
          {(control) => <Textarea {...control} rows={3} {...register(name)} />}
        </Field>
      ))}
    </FormSection>
  );
}
