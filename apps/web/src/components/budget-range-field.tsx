import { dollars } from '@inkbook/contracts/budget';
import { BUDGET_ORDER_MESSAGE } from '@inkbook/contracts/inquiry';
import { type FocusEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { Slider } from './ui/slider';

/** Spec §9: the budget slider runs 100–10,000 in steps of 50; the top reads '$10,000+'. */
export const BUDGET_MIN = 100;
export const BUDGET_MAX = 10_000;
const STEP = 50;
/** Spec §5: an unparsable minimum falls back to 100, an unparsable maximum to 1000. */
const FALLBACK = { min: 100, max: 1000 } as const;

export interface BudgetRange {
  min: number;
  max: number;
}

interface BudgetRangeFieldProps {
  /** Prefix for the number inputs' ids. */
  id: string;
  value: BudgetRange;
  onChange: (next: BudgetRange) => void;
}

const clamp = (n: number) => Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, n));
export const budgetLabel = (amount: number) =>
  amount >= BUDGET_MAX ? `${dollars(BUDGET_MAX)}+` : dollars(amount);

/**
 * A budget as a two-thumb slider with a number input per bound. The inputs keep what is typed and commit on
 * blur or Enter (committing each keystroke would clamp '5' to 100 on the way to '500'). A minimum typed past the
 * maximum raises it too; a maximum typed below the minimum is not committed: it stays in its box with the
 * service's message, so nothing typed is lost and the range never changes behind the client's back.
 */
export function BudgetRangeField({ id, value, onChange }: BudgetRangeFieldProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between text-sm font-medium">
        <span>{budgetLabel(value.min)}</span>
        <span>{budgetLabel(value.max)}</span>
      </div>
      <Slider
        min={BUDGET_MIN}
        max={BUDGET_MAX}
        step={STEP}
        minStepsBetweenThumbs={0}
        value={[value.min, value.max]}
        onValueChange={([min = value.min, max = value.max]) => onChange({ min, max })}
        thumbLabels={['Minimum budget', 'Maximum budget']}
        valueText={budgetLabel}
      />
      <div className="grid grid-cols-2 gap-4">
        <BoundInput
          id={`${id}-min`}
          label="Minimum ($)"
          amount={value.min}
          onCommit={(typed) => {
            const min = clamp(Number.isFinite(typed) ? typed : FALLBACK.min);
            onChange({ min, max: Math.max(min, value.max) });
            return min;
          }}
        />
        <BoundInput
          id={`${id}-max`}
          label="Maximum ($)"
          amount={value.max}
          onCommit={(typed) => {
            const max = clamp(Number.isFinite(typed) ? typed : FALLBACK.max);
            if (max < value.min) return BUDGET_ORDER_MESSAGE;
            onChange({ min: value.min, max });
            return max;
          }}
        />
      </div>
    </div>
  );
}

function BoundInput({
  id,
  label,
  amount,
  onCommit,
}: {
  id: string;
  label: string;
  amount: number;
  /**
   * Takes what was typed and answers the amount the bound now has (clamped, or the fallback), or why it was
   * refused (the typed text then stays).
   */
  onCommit: (typed: number) => number | string;
}) {
  const [text, setText] = useState(String(amount));
  const [error, setError] = useState<string>();
  // The slider (or the other input) moved this bound: show the new amount.
  useEffect(() => {
    setText(String(amount));
    setError(undefined);
  }, [amount]);
  const commit = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    const answer = onCommit(Number.parseInt(event.currentTarget.value, 10));
    if (typeof answer === 'string') {
      setError(answer);
      return;
    }
    setError(undefined);
    // The box shows the amount committed at once (clamped, say), not the amount of this render: that one is the
    // bound before this commit, and a blur before the next render would commit it again over what was typed.
    setText(String(answer));
  };
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={BUDGET_MIN}
          max={BUDGET_MAX}
          step={STEP}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter commits the amount; it must not also submit the surrounding step.
            event.preventDefault();
            commit(event);
          }}
        />
      )}
    </Field>
  );
}
