import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ConsentTemplate,
  type ConsentTemplateUpdate,
  consentTemplateUpdateSchema,
} from '@inkbook/contracts/aftercare';
import { CONSENT_LIMITS, consentText } from '@inkbook/contracts/aftercare-rules';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommand } from '@/lib/use-command';
import type { OwnerAs } from './booking-api';
import { dateTimeIn } from './booking-time';
import { ConsentStatementsField } from './consent-statements-field';
import {
  consentTemplateQueryOptions,
  saveConsentTemplate,
  storeConsentTemplate,
} from './consent-template-api';
import { ConsentVersions } from './consent-versions';
import { LoadFailed } from './load-states';

const { minimumAge: AGE } = CONSENT_LIMITS;

/** A saved version as the form edits it: statements keep their ids, so an edited one stays the same statement. */
const valuesOf = (template: ConsentTemplate): ConsentTemplateUpdate => ({
  title: template.title,
  minimumAge: template.minimumAge,
  statements: template.statements.map(({ id, text }) => ({ id, text })),
});

/** The exact text the client will read and sign (`consentText`), as it will be saved: trimmed. */
function ConsentPreview({ control, id }: { control: Control<ConsentTemplateUpdate>; id: string }) {
  const [title, statements] = useWatch({ control, name: ['title', 'statements'] });
  const text = consentText(
    (title ?? '').trim(),
    (statements ?? []).map((statement, index) => ({
      id: statement.id ?? String(index),
      text: (statement.text ?? '').trim(),
    })),
  );
  return (
    <section id={id} aria-label="Preview" className="rounded-lg border border-line bg-paper-deep/40 p-4">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">As the client will read it</p>
      <p className="mt-2 break-words whitespace-pre-line text-ink">{text}</p>
    </section>
  );
}

/** Which version is being edited: the default until the owner saves their own. */
function versionLine(saved: ConsentTemplate) {
  return saved.createdAt
    ? `Version ${saved.version}, saved ${dateTimeIn(saved.createdAt)}.`
    : `Inkbook's default form (version ${saved.version}). Edit it to make it yours.`;
}

interface TemplateFormProps {
  saved: ConsentTemplate;
  as: OwnerAs | undefined;
  /** A studio's `ageRequirements` (null: none written), shown beside the minimum age; undefined for an artist. */
  ageRequirements: string | null | undefined;
}

function TemplateForm({ saved, as, ageRequirements }: TemplateFormProps) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<ConsentTemplateUpdate>({
    resolver: zodResolver(consentTemplateUpdateSchema),
    defaultValues: valuesOf(saved),
  });
  const save = useCommand({
    mutationFn: (body: ConsentTemplateUpdate) => saveConsentTemplate(as, body),
    success: (template) => ({
      title: `Saved as version ${template.version}`,
      description: 'Clients sign this version from now on; forms already signed keep theirs.',
    }),
    failure: { title: "Couldn't save your consent form", description: 'Please check it and try again.' },
    form,
    onSuccess: (template, _body, queryClient) => {
      void storeConsentTemplate(queryClient, as, template);
      form.reset(valuesOf(template));
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <form
      noValidate
      aria-label="Consent form"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-ink-soft">{versionLine(saved)}</p>
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <FormField
          id={`${id}-age`}
          label="Minimum age"
          type="number"
          inputMode="numeric"
          min={AGE.min}
          max={AGE.max}
          step={1}
          hint={`${AGE.min} to ${AGE.max}. A client younger on the session date cannot sign.`}
          error={errors.minimumAge?.message}
          {...form.register('minimumAge', { valueAsNumber: true })}
        />
        {ageRequirements === undefined ? null : (
          <div className="rounded-lg border border-line bg-paper-deep/40 p-3 text-sm sm:mt-6">
            <p className="font-medium text-ink">Your studio's age requirements</p>
            <p className="mt-1 break-words whitespace-pre-line text-ink-soft">
              {ageRequirements?.trim() || 'None written on your studio profile yet.'}
            </p>
          </div>
        )}
      </div>
      <ConsentStatementsField form={form} />

      <div className="flex flex-col gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={previewing}
          aria-controls={`${id}-preview`}
          onClick={() => setPreviewing((open) => !open)}
        >
          {previewing ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {previewing ? 'Hide preview' : 'Show preview'}
        </Button>
        {previewing ? <ConsentPreview control={form.control} id={`${id}-preview`} /> : null}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {isDirty ? (
          <Button variant="outline" disabled={save.isPending} onClick={() => form.reset(valuesOf(saved))}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" isLoading={save.isPending}>
          Save consent form
        </Button>
      </div>
    </form>
  );
}

interface ConsentTemplateEditorProps {
  /** For an account that is both an artist and a studio: whose template (`?as=`). */
  as: OwnerAs | undefined;
  /** The studio profile's age requirements, for a studio; left out for an artist. */
  ageRequirements?: string | null | undefined;
}

/**
 * The consent form clients sign before session 1 (issue 24 item 1): its title, minimum age and statements, a
 * preview of the exact text, and its version history. Saving makes a new version; signed forms keep theirs.
 */
export function ConsentTemplateEditor({ as, ageRequirements }: ConsentTemplateEditorProps) {
  const template = useQuery(consentTemplateQueryOptions(as));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          Consent form
        </CardTitle>
        <CardDescription>
          Each client signs it online once their booking is confirmed. Saving makes a new version; forms
          already signed keep the one they signed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {template.isPending ? (
          <div role="status" aria-label="Loading your consent form" className="flex flex-col gap-4">
            <Skeleton className="h-11 w-full rounded-lg" />
            <Skeleton className="h-11 w-40 rounded-lg" />
            <Skeleton className="h-40 w-full rounded-lg" />
          </div>
        ) : template.isError ? (
          <LoadFailed what="your consent form" retry={template.refetch} isRetrying={template.isFetching} />
        ) : (
          <TemplateForm saved={template.data} as={as} ageRequirements={ageRequirements} />
        )}
        <ConsentVersions as={as} current={template.data?.version} />
      </CardContent>
    </Card>
  );
}
