import { weekdays } from '@inkbook/contracts/studio';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { StudioProfileFormValues } from './studio-form-schema';

const dayName = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/**
 * One free-text line per weekday (spec §3), optional. 'Copy to All' repeats Monday's line on every day, so a
 * studio with the same hours all week types them once; it waits until Monday has something to copy.
 */
export function BusinessHoursFields() {
  const { register, setValue, control, formState } = useFormContext<StudioProfileFormValues>();
  const monday = useWatch({ control, name: 'businessHours.monday' }) ?? '';
  // Screen readers hear that the other six fields changed, which they would not notice otherwise.
  const [announcement, setAnnouncement] = useState('');

  const copyToAll = () => {
    for (const day of weekdays) {
      if (day !== 'monday') setValue(`businessHours.${day}`, monday, { shouldDirty: true });
    }
    setAnnouncement(`Copied "${monday}" to every day.`);
  };

  return (
    <fieldset aria-describedby="studio-hours-hint" className="min-w-0">
      <legend className="text-sm font-medium text-ink">Business hours</legend>
      <div className="mt-0.5 flex flex-wrap items-center justify-between gap-3">
        <p id="studio-hours-hint" className="text-sm text-muted">
          Optional, e.g. '10am - 8pm' or 'Closed'.
        </p>
        <Button variant="outline" size="sm" onClick={copyToAll} disabled={monday.trim() === ''}>
          <Copy aria-hidden="true" className="size-4" />
          Copy to All
        </Button>
      </div>
      <div className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {weekdays.map((day) => {
          const id = `studio-hours-${day}`;
          const error = formState.errors.businessHours?.[day]?.message;
          return (
            <div key={day} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3">
              <Label htmlFor={id}>{dayName(day)}</Label>
              <Input
                id={id}
                placeholder="10am - 8pm"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`businessHours.${day}`)}
              />
              <FieldError id={`${id}-error`} message={error} className="col-start-2" />
            </div>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
