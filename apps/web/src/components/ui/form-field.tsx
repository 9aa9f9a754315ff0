import type { ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** Label + input + hint + error, wired together: label bound by id, hint and error by aria-describedby. */
export function FormField({ id, label, error, hint, className, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Input
        id={id}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
