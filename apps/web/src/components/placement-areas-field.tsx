import { placementAreaLabel, placementGroups } from '@inkbook/contracts/tattoo-options';
import { ChoiceChips } from './ui/choice-chips';
import { FieldError } from './ui/field-error';

interface PlacementAreasFieldProps {
  id: string;
  /** Stored values ('arm-wrist', 'upper-other', …) across all groups. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}

/**
 * The placement picker of the inquiry dialogs and the estimator (spec §9): one chip group per body region, since
 * 'Other' exists in each. Each group edits only its own values; the others are kept.
 */
export function PlacementAreasField({ id, value, onChange, error }: PlacementAreasFieldProps) {
  return (
    <div className="flex flex-col gap-5">
      {placementGroups.map((group) => {
        const own: readonly string[] = group.areas.map((area) => area.value);
        return (
          <ChoiceChips
            key={group.key}
            id={`${id}-${group.key}`}
            legend={group.label}
            options={own}
            optionLabel={placementAreaLabel}
            value={value.filter((area) => own.includes(area))}
            onChange={(next) => onChange([...value.filter((area) => !own.includes(area)), ...next])}
          />
        );
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
