import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookingSettings,
  type BookingSettingsUpdate,
  bookingSettingsUpdateSchema,
} from '@inkbook/contracts/booking';
import { DEFAULT_TIME_ZONE, DEPOSIT_INSTRUCTIONS_MAX } from '@inkbook/contracts/booking-rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { bookingApi } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCommand } from '@/lib/use-command';
import { bookingSettingsQueryOptions, type OwnerAs, storeSettings } from './booking-api';
import { viewerTimeZone } from './booking-time';
import { LoadFailed } from './load-states';

/** Every zone the browser knows, with the saved one and this device's (either may be an alias the list leaves out). */
const zoneOptions = (...own: string[]) =>
  [...new Set([...own, ...Intl.supportedValuesOf('timeZone')])].sort((a, b) => a.localeCompare(b));

/** The settings this form edits: the aftercare has its own form (a save here must not write the default text). */
const formValues = ({
  timeZone,
  depositInstructions,
  cancellationNoticeHours,
}: BookingSettings): BookingSettingsUpdate => ({
  timeZone,
  depositInstructions,
  cancellationNoticeHours,
});

/**
 * The values the form opens with: the saved ones, except that a time zone never chosen (still the default, UTC) is
 * replaced by this device's, which the form says it suggests.
 */
function startingValues(saved: BookingSettings, deviceZone: string): BookingSettingsUpdate {
  const suggest = saved.timeZone === DEFAULT_TIME_ZONE && deviceZone !== DEFAULT_TIME_ZONE;
  return { ...formValues(saved), timeZone: suggest ? deviceZone : saved.timeZone };
}

/** 'n / 500' under the instructions: its own component, so typing re-renders only the count. */
function InstructionsCount({ control }: { control: Control<BookingSettingsUpdate> }) {
  const length = (useWatch({ control, name: 'depositInstructions' }) ?? '').length;
  return (
    <span className={cn('tabular-nums', length > DEPOSIT_INSTRUCTIONS_MAX && 'font-medium text-accent')}>
      {length} / {DEPOSIT_INSTRUCTIONS_MAX}
    </span>
  );
}

function SettingsForm({ saved, as }: { saved: BookingSettings; as: OwnerAs | undefined }) {
  const id = useId();
  const deviceZone = useMemo(viewerTimeZone, []);
  const form = useForm({
    resolver: zodResolver(bookingSettingsUpdateSchema),
    defaultValues: startingValues(saved, deviceZone),
  });
  const save = useCommand({
    mutationFn: (body: BookingSettingsUpdate) => bookingApi.updateSettings({ query: as ? { as } : {}, body }),
    success: { title: 'Booking settings saved' },
    failure: { title: "Couldn't save your booking settings", description: 'Please try again.' },
    form,
    onSuccess: (settings, _variables, queryClient) => {
      void storeSettings(queryClient, as, settings);
      form.reset(formValues(settings));
    },
  });

  const { errors } = form.formState;
  const { field: zoneField } = useController({ control: form.control, name: 'timeZone' });
  const zone = zoneField.value;
  const suggested = saved.timeZone !== zone && zone === deviceZone && saved.timeZone === DEFAULT_TIME_ZONE;
  // Hundreds of options: built once per saved zone, not on every change of the form.
  const zones = useMemo(
    () =>
      zoneOptions(saved.timeZone, deviceZone).map((name) => (
        <option key={name} value={name}>
          {name.replaceAll('_', ' ')}
        </option>
      )),
    [saved.timeZone, deviceZone],
  );
  return (
    <form
      noValidate
      aria-label="Booking settings"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex flex-col gap-5"
    >
      <Field
        id={`${id}-zone`}
        label="Time zone"
        error={errors.timeZone?.message}
        hint={
          suggested
            ? `Suggested from this device (saved as ${DEFAULT_TIME_ZONE} until you save). Offers and your calendar use it.`
            : 'The times you offer and your calendar use it.'
        }
      >
        {(control) => (
          // Controlled: the saved zone must be selected among hundreds of options whatever the DOM does first.
          <Select {...control} {...zoneField} value={zoneField.value ?? ''}>
            {zones}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-instructions`}
        label="Deposit instructions"
        error={errors.depositInstructions?.message}
        hint={
          <span className="flex flex-wrap justify-between gap-x-3">
            <span>How a client pays you a deposit, e.g. 'Venmo @maya, or cash at the studio'.</span>
            <InstructionsCount control={form.control} />
          </span>
        }
      >
        {(control) => <Textarea {...control} {...form.register('depositInstructions')} />}
      </Field>
      <FormField
        id={`${id}-notice`}
        label="Cancellation notice (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={720}
        step={1}
        hint="A client who cancels later than this before a session does not get the deposit back."
        error={errors.cancellationNoticeHours?.message}
        {...form.register('cancellationNoticeHours', { valueAsNumber: true })}
      />
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}

/** The owner's booking settings (issue 23 item 3): time zone, deposit instructions, cancellation notice. */
export function BookingSettingsForm({ as }: { as: OwnerAs | undefined }) {
  const settings = useQuery(bookingSettingsQueryOptions(as));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          Booking settings
        </CardTitle>
        <CardDescription>Used for every offer you send from now on.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label="Loading your booking settings" className="flex flex-col gap-4">
            <Skeleton className="h-11 w-full rounded-lg" />
            <Skeleton className="h-28 w-full rounded-lg" />
            <Skeleton className="h-11 w-40 rounded-lg" />
          </div>
        ) : settings.isError ? (
          <LoadFailed
            what="your booking settings"
            retry={settings.refetch}
            isRetrying={settings.isFetching}
          />
        ) : (
          <SettingsForm saved={settings.data} as={as} />
        )}
      </CardContent>
    </Card>
  );
}
