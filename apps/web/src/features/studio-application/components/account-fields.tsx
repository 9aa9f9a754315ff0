import { useFormContext } from 'react-hook-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import type { StudioFormValues } from '../utils/studio-form';

/** The password the studio signs in with once approved. */
export function AccountFields() {
  const { register, formState } = useFormContext<StudioFormValues>();
  return (
    <NewPasswordFields
      idPrefix="studio-"
      password={register('password')}
      confirm={register('confirmPassword')}
      passwordError={formState.errors.password?.message}
      confirmError={formState.errors.confirmPassword?.message}
      passwordHint="At least 8 characters."
      confirmLabel="Confirm Password"
    />
  );
}
