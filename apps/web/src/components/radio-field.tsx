import { cn } from '@/lib/cn';
import { FieldError } from './ui/field-error';
import { RadioGroup, RadioOption } from './ui/radio-group';

interface RadioFieldProps {
  id: string;
  label: string;
  options: readonly { value: string; label: string; description?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Options per row from `sm` up; one per row on phones. */
  columns?: 1 | 2 | 3;
}

const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** A labelled radio group (arrow keys move between options) with its error under it. */
export function RadioField({ id, label, options, value, onChange, error, columns = 2 }: RadioFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required
        value={value}
        onValueChange={onChange}
        className={cn('mt-2', grid[columns])}
      >
        {options.map((option) => (
          <RadioOption
            key={option.value}
            id={`${id}-${option.value}`}
            value={option.value}
            label={option.label}
            {...(option.description ? { description: option.description } : {})}
          />
        ))}
      </RadioGroup>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
