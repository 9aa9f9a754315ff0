import type { ComponentProps } from 'react';
import { Field } from './field';
import { Input } from './input';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** Label + input + hint + error: the common case of Field, for a plain input. */
export function FormField({ id, label, error, hint, className, ...inputProps }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
