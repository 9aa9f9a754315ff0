import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './ui/field';
import { PasswordInput } from './ui/password-input';

interface NewPasswordFieldsProps {
  /** Ids become `{idPrefix}password` and `{idPrefix}confirm-password`. */
  idPrefix?: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  passwordHint?: string;
  /** The wizards word it differently ('Confirm password' / 'Confirm Password'). */
  confirmLabel: string;
}

/**
 * A new password and its confirmation, side by side from small tablets up. One Show / Hide toggle reveals both,
 * so someone checking what they typed sees the two values together.
 */
export function NewPasswordFields({
  idPrefix = '',
  password,
  confirm,
  passwordError,
  confirmError,
  passwordHint,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id={`${idPrefix}password`} label="Password" hint={passwordHint} error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            revealed={revealed}
            onRevealedChange={setRevealed}
            {...password}
          />
        )}
      </Field>
      <Field id={`${idPrefix}confirm-password`} label={confirmLabel} error={confirmError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            revealed={revealed}
            showToggle={false}
            {...confirm}
          />
        )}
      </Field>
    </div>
  );
}
