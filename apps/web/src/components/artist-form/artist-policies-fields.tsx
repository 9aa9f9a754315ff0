import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { ArtistFormValues } from './artist-form-values';

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

/**
 * The deposit, cancellation and touch-up policies the profile shows. The application asks for all three; on the
 * edit each may be left empty to hide it (`optional`), and the labels say so.
 */
export function ArtistPoliciesFields({ optional }: { optional: boolean }) {
  const { register, formState } = useFormContext<ArtistFormValues>();
  return policies.map(({ name, label, placeholder }) => (
    <Field
      key={name}
      id={name}
      label={optional ? `${label} (optional)` : label}
      error={formState.errors[name]?.message}
    >
      {(control) => <Textarea {...control} rows={3} placeholder={placeholder} {...register(name)} />}
    </Field>
  ));
}
