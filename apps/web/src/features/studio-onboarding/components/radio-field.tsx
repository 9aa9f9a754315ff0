import { FieldError } from '@/components/ui/field-error';
import { RadioGroup, RadioOption } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';

interface RadioFieldProps {
  id: string;
  label: string;
  options: readonly { value: string; label: string; description: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A labelled radio group with its error under it, announced like every other field's. */
export function RadioField({ id, label, options, value, onChange, error }: RadioFieldProps) {
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
        className={cn('mt-2', options.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}
      >
        {options.map((option) => (
          <RadioOption
            key={option.value}
            id={`${id}-${option.value}`}
            value={option.value}
            label={option.label}
            description={option.description}
          />
        ))}
      </RadioGroup>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
