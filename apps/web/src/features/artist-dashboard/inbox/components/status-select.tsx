import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import { Select } from '@/components/ui/select';
import { statusChoices } from '../utils/inquiry-look';

type Choice = InquiryStatus | 'all';

interface StatusSelectProps {
  id: string;
  value: Choice;
  onChange: (value: Choice) => void;
  /** Offers 'all' first under this label (the list filter); the dialog's select has the five only. */
  allLabel?: string;
  disabled?: boolean;
  className?: string;
  /** The id of the line that says what the chosen status means. */
  'aria-describedby'?: string;
}

const isChoice = (value: string): value is Choice =>
  value === 'all' || statusChoices.some((choice) => choice.value === value);

/** The five statuses with their spec §4 labels, in a native select (the phone's own picker, full keyboard). */
export function StatusSelect({
  id,
  value,
  onChange,
  allLabel,
  disabled,
  className,
  'aria-describedby': describedBy,
}: StatusSelectProps) {
  return (
    <Select
      id={id}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isChoice(event.target.value)) onChange(event.target.value);
      }}
      className={className}
    >
      {allLabel ? <option value="all">{allLabel}</option> : null}
      {statusChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
