import { zodResolver } from '@hookform/resolvers/zod';
import { AFTERCARE_MAX, DEFAULT_AFTERCARE } from '@inkbook/contracts/aftercare-rules';
import { bookingSettingsUpdateSchema } from '@inkbook/contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { ActionDialog } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { bookingApi } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCommand } from '@/lib/use-command';
import { bookingSettingsQueryOptions, type OwnerAs, storeSettings } from './booking-api';
import { LoadFailed } from './load-states';

/** The settings' aftercare alone: saving it leaves the other booking settings as they are. */
const aftercareSchema = bookingSettingsUpdateSchema.pick({ aftercare: true }).required();
interface AftercareValues {
  aftercare: string;
}

/** 'n / 4000' under the text: its own component, so typing re-renders only the count. */
function AftercareCount({ control }: { control: Control<AftercareValues> }) {
  const length = (useWatch({ control, name: 'aftercare' }) ?? '').length;
  return (
    <span className={cn('tabular-nums', length > AFTERCARE_MAX && 'font-medium text-accent')}>
      {length} / {AFTERCARE_MAX}
    </span>
  );
}

function AftercareText({ saved, as }: { saved: string; as: OwnerAs | undefined }) {
  const id = useId();
  const [restoring, setRestoring] = useState(false);
  // Once the default is back its button is disabled: focus goes to the text it restored instead.
  const restored = useRef(false);
  const form = useForm<AftercareValues>({
    resolver: zodResolver(aftercareSchema),
    defaultValues: { aftercare: saved },
  });
  const save = useCommand({
    // '' asks for the default: the service answers it.
    mutationFn: (aftercare: string) =>
      bookingApi.updateSettings({ query: as ? { as } : {}, body: { aftercare } }),
    success: (_settings, aftercare) => ({
      title: aftercare === '' ? 'Default aftercare restored' : 'Aftercare saved',
    }),
    failure: { title: "Couldn't save your aftercare", description: 'Please try again.' },
    form,
    onSuccess: (settings, _aftercare, queryClient) => {
      void storeSettings(queryClient, as, settings);
      form.reset({ aftercare: settings.aftercare });
    },
  });
  const isDefault = saved === DEFAULT_AFTERCARE;
  const restore = (event: FormEvent) => {
    event.preventDefault();
    save.mutate('', {
      onSuccess: () => {
        restored.current = true;
        setRestoring(false);
      },
    });
  };

  // The restore dialog's form sits outside this form: a submit inside it would bubble (through the portal, as
  // React events do) to this one's.
  return (
    <div className="flex flex-col gap-5">
      <form
        id={`${id}-form`}
        noValidate
        aria-label="Aftercare"
        onSubmit={form.handleSubmit(({ aftercare }) => save.mutate(aftercare))}
      >
        <Field
          id={`${id}-text`}
          label="Aftercare instructions"
          error={form.formState.errors.aftercare?.message}
          hint={
            <span className="flex flex-wrap justify-between gap-x-3">
              <span>
                {isDefault ? "Inkbook's default text: edit it to write your own." : 'Your own text.'}
              </span>
              <AftercareCount control={form.control} />
            </span>
          }
        >
          {(control) => (
            <Textarea {...control} rows={10} className="min-h-56" {...form.register('aftercare')} />
          )}
        </Field>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <ActionDialog
          trigger={
            <Button variant="outline" disabled={isDefault || save.isPending}>
              Restore the default
            </Button>
          }
          title="Restore the default aftercare?"
          description="Your own text is replaced by Inkbook's default: washing, a thin moisturiser, what to avoid while it heals, how long healing takes and when to see a doctor."
          confirm="Restore the default"
          keep="Keep my text"
          alert
          open={restoring}
          onOpenChange={setRestoring}
          isPending={save.isPending}
          onSubmit={restore}
          onCloseAutoFocus={(event) => {
            if (!restored.current) return;
            event.preventDefault();
            restored.current = false;
            form.setFocus('aftercare');
          }}
        />
        <Button
          type="submit"
          form={`${id}-form`}
          disabled={save.isPending}
          isLoading={save.isPending && !restoring}
        >
          Save aftercare
        </Button>
      </div>
    </div>
  );
}

/**
 * The aftercare each client is sent after every session (issue 24 item 4), with their booking's touch-up policy:
 * the owner's own text, or Inkbook's default until they write one (or restore it).
 */
export function AftercareForm({ as }: { as: OwnerAs | undefined }) {
  const settings = useQuery(bookingSettingsQueryOptions(as));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          Aftercare
        </CardTitle>
        <CardDescription>
          Sent to the client by email and in the app after each session, with the touch-up policy of their
          booking.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label="Loading your aftercare" className="flex flex-col gap-4">
            <Skeleton className="h-56 w-full rounded-lg" />
            <Skeleton className="h-11 w-40 rounded-lg" />
          </div>
        ) : settings.isError ? (
          <LoadFailed what="your aftercare" retry={settings.refetch} isRetrying={settings.isFetching} />
        ) : (
          <AftercareText saved={settings.data.aftercare} as={as} />
        )}
      </CardContent>
    </Card>
  );
}
