import { zodResolver } from '@hookform/resolvers/zod';
import { WAITLIST_INVITE_DAYS } from '@inkbook/contracts/availability-rules';
import { tattooSizes } from '@inkbook/contracts/tattoo-options';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { LazyDialogControl } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { WizardDialog } from '@/components/wizard/wizard-dialog';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { useJoinWaitlist } from '../api/join-waitlist';
import { monthChipLabel, nextMonths } from '../utils/months';
import type { WaitlistRecipient } from '../utils/recipient';
import {
  emptyWaitlistAnswers,
  type WaitlistAnswers,
  waitlistBody,
  waitlistFormSchema,
} from '../utils/waitlist-form';

const FAILED = 'Could not join the waitlist. Please try again.';
const sizes = tattooSizes.filter((size) => size.value !== 'custom');

export interface WaitlistDialogProps extends LazyDialogControl {
  recipient: WaitlistRecipient;
  /** A signed-in client: the service takes name and email from the account, so the dialog does not ask. */
  signedIn: boolean;
}

/**
 * 'Join the waitlist' (issue 26 item 2): a full-screen sheet on phones like the inquiry dialogs. The heading takes
 * focus on opening and on the success screen; the server's field messages show by their fields, a refusal (409,
 * 429) above the buttons; a second click while sending joins the first (useCommand).
 */
export function WaitlistDialog({
  recipient,
  signedIn,
  open,
  onOpenChange,
  returnFocusTo,
}: WaitlistDialogProps) {
  const form = useForm<WaitlistAnswers>({
    defaultValues: emptyWaitlistAnswers,
    resolver: zodResolver(waitlistFormSchema(signedIn)) as never,
  });
  const join = useJoinWaitlist(form);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [months] = useState(() => nextMonths());
  const heading = useRef<HTMLHeadingElement>(null);
  const joined = join.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (opened, joined) moves focus to its heading.
  useEffect(() => {
    if (open) requestAnimationFrame(() => heading.current?.focus());
  }, [open, joined]);

  // A second click before the first has left (its checks are async) adds nothing: one join per click burst.
  const submitting = useRef(false);
  const done = useRef(false);
  const submit = form.handleSubmit((answers) => {
    setRefusal(undefined);
    return join.mutateAsync(waitlistBody(answers, recipient, signedIn)).then(
      () => {
        done.current = true;
      },
      (error: unknown) => {
        // Field messages are on their fields already; anything else is said here.
        const onFields = isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0;
        if (!onFields) setRefusal(serverMessageOf(error) ?? FAILED);
      },
    );
  });
  const changeOpen = (next: boolean) => {
    if (!next && join.isPending) return;
    onOpenChange(next);
    // Joined: the next opening starts a fresh form.
    if (!next && joined) {
      done.current = false;
      submitting.current = false;
      join.reset();
      form.reset(emptyWaitlistAnswers);
    }
  };
  const { errors } = form.formState;

  return (
    <WizardDialog
      open={open}
      onOpenChange={changeOpen}
      returnFocusTo={returnFocusTo}
      titleRef={heading}
      title={joined ? 'You’re on the waitlist' : `Join ${recipient.name}’s waitlist`}
      description={
        joined
          ? `${recipient.name} takes people from the waitlist first come, first served.`
          : 'Their books are not open right now. Leave your idea and hear first when a spot opens.'
      }
    >
      {joined ? (
        <div className="flex flex-col gap-4">
          <ul className="list-disc space-y-2 pl-5 text-ink-soft">
            <li>You are number {join.data.position} on the list.</li>
            <li>
              When a spot opens, you get an email invite to send your inquiry. It is good for{' '}
              {WAITLIST_INVITE_DAYS} days.
            </li>
            <li>Every waitlist email has a link to leave the waitlist.</li>
          </ul>
          <DialogFooter>
            <Button variant="accent" onClick={() => changeOpen(false)}>
              Done
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (submitting.current) return;
            submitting.current = true;
            // Joined, it stays shut (a fast answer can come back between the two clicks of a double click).
            void submit(event).finally(() => {
              submitting.current = done.current;
            });
          }}
          className="flex flex-col gap-4"
        >
          {signedIn ? null : (
            <>
              <FormField
                id="waitlist-name"
                label="Full name"
                autoComplete="name"
                error={errors.name?.message}
                {...form.register('name')}
              />
              <FormField
                id="waitlist-email"
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
            </>
          )}
          <Field id="waitlist-idea" label="Your tattoo idea" error={errors.idea?.message}>
            {(control) => <Textarea rows={4} {...control} {...form.register('idea')} />}
          </Field>
          <Field id="waitlist-size" label="Size (optional)" error={errors.size?.message}>
            {(control) => (
              <Select {...control} {...form.register('size')}>
                <option value="">Not chosen</option>
                {sizes.map((size) => (
                  <option key={size.value} value={size.value}>
                    {size.label} ({size.inches})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Controller
            control={form.control}
            name="preferredMonths"
            render={({ field, fieldState }) => (
              <ChoiceChips
                id="waitlist-months"
                legend="Preferred months (optional)"
                options={months}
                optionLabel={monthChipLabel}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormAlert message={refusal} />
          <DialogFooter className="mt-2">
            <Button type="submit" variant="accent" isLoading={join.isPending}>
              Join the waitlist
            </Button>
          </DialogFooter>
        </form>
      )}
    </WizardDialog>
  );
}
