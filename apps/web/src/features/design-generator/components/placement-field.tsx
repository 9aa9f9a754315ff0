import { placementGroups } from '@inkbook/contracts/tattoo-options';
import { FieldError } from '@/components/ui/field-error';
import { RadioGroup, RadioOption } from '@/components/ui/radio-group';

interface PlacementFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * One placement area (a design has one shape), shown in the body regions of spec §9. One radio group, so the
 * arrow keys walk every area; each option is named with its region, since 'Other' is in all three.
 */
export function PlacementField({ id, value, onChange, error }: PlacementFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-ink">
        Placement
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required
        value={value}
        onValueChange={onChange}
        className="mt-2 gap-4"
      >
        {placementGroups.map((group) => (
          <div key={group.key}>
            <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase">
              {group.label}
            </p>
            <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.areas.map((area) => (
                <RadioOption
                  key={area.value}
                  id={`${id}-${area.value}`}
                  value={area.value}
                  label={area.label}
                  aria-label={`${group.label}: ${area.label}`}
                />
              ))}
            </div>
          </div>
        ))}
      </RadioGroup>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
