import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';

interface ChoiceChipsProps {
  /** Used for the error's id; the group is named by `legend`. */
  id: string;
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The text shown for an option when it is not the option itself (stored values like 'arm-wrist'). */
  optionLabel?: (option: string) => string;
  error?: string | undefined;
  className?: string;
}

/**
 * A multi-select as a row of toggle chips (styles, specializations): real checkboxes inside labels, so Tab,
 * Space and screen readers work as they do for any checkbox group. The order of `value` follows `options`.
 */
export function ChoiceChips({
  id,
  legend,
  options,
  value,
  onChange,
  optionLabel,
  error,
  className,
}: ChoiceChipsProps) {
  const errorId = `${id}-error`;
  const toggle = (option: string) =>
    onChange(options.filter((o) => (o === option ? !value.includes(o) : value.includes(o))));
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                checked
                  ? 'border-ink bg-ink text-paper'
                  : 'border-line bg-white text-ink hover:border-ink/40',
              )}
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(option)} />
              {checked ? <Check aria-hidden="true" className="size-4" /> : null}
              {optionLabel ? optionLabel(option) : option}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
