import { TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { clockIn, dateTimeIn, viewerTimeZone } from './booking-time';
import type { OfferValues } from './offer-defaults';
import type { Clash } from './slot-clashes';

interface TimeSlotFieldProps {
  index: number;
  /** The zone the date and time are read in (the recipient's booking settings). */
  timeZone: string;
  /** The earliest date to offer: today in that zone. */
  minDate: string;
  /** The instant the two inputs name, '' while incomplete. */
  instant: string;
  /** A booked session this time would overlap: warned of, not refused (the server decides). */
  clash: Clash | undefined;
  /** Left out for the only time: an offer has at least one. */
  onRemove?: (() => void) | undefined;
}

/**
 * One offered time: a date and a start, read on the clocks of the recipient's zone; when the reader's own clock is
 * another, what it reads there; a warning when it overlaps a session already booked.
 */
export function TimeSlotField({ index, timeZone, minDate, instant, clash, onRemove }: TimeSlotFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext<OfferValues>();
  const error = formState.errors.slots?.[index]?.message;
  const viewer = viewerTimeZone();
  const localHint =
    instant && viewer !== timeZone ? `Your time: ${dateTimeIn(instant, viewer)} (${viewer})` : undefined;
  const described = [error && `${id}-error`, clash && `${id}-clash`, localHint && `${id}-local`]
    .filter(Boolean)
    .join(' ');
  const control = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  const n = index + 1;

  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      {/* The first child, so it names the group; floated, it is laid out like any item, not on the border. */}
      <legend className="float-left flex h-9 items-center text-sm font-semibold text-ink">Time {n}</legend>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove time ${n}`}
          className="-mt-9 self-end"
        >
          <X aria-hidden="true" className="size-4" />
          Remove
        </Button>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            min={minDate}
            className="mt-1.5"
            {...control}
            {...register(`slots.${index}.date`)}
          />
        </div>
        <div className="min-w-0">
          <Label htmlFor={`${id}-time`}>Start</Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={900}
            className="mt-1.5"
            {...control}
            {...register(`slots.${index}.time`)}
          />
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {clash ? (
        <p id={`${id}-clash`} role="status" className="flex items-start gap-2 text-sm text-ink-soft">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            Overlaps your session with {clash.clientName}, {dateTimeIn(clash.start, timeZone)} to{' '}
            {clockIn(clash.end, timeZone)}. You can still offer it, but it cannot be booked while that session
            stands.
          </span>
        </p>
      ) : null}
      {localHint ? (
        <p id={`${id}-local`} className="text-sm text-muted">
          {localHint}
        </p>
      ) : null}
    </fieldset>
  );
}
