import type { ConsentTemplateUpdate } from '@inkbook/contracts/aftercare';
import { CONSENT_LIMITS } from '@inkbook/contracts/aftercare-rules';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Textarea } from '@/components/ui/textarea';

const { statements: COUNT, statement: LENGTH } = CONSENT_LIMITS;

/**
 * A row's icon button. At the ends of the list a move is `aria-disabled`, not disabled: the button keeps focus
 * when its statement has just moved there.
 */
function RowButton({ inactive, onClick, ...props }: ComponentProps<'button'> & { inactive?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="size-11 px-0 sm:size-9"
      aria-disabled={inactive || undefined}
      onClick={inactive ? undefined : onClick}
      {...props}
    />
  );
}

/**
 * The consent template's statements (issue 24 item 1): each one's text, moved up or down or removed with buttons,
 * and 'Add a statement' up to the most a form may have. Focus stays with the statement a button moved, and each
 * change is announced.
 */
export function ConsentStatementsField({ form }: { form: UseFormReturn<ConsentTemplateUpdate> }) {
  const id = useId();
  const { control, register, formState } = form;
  const errors = formState.errors.statements;
  // The form's own statement `id`s travel with the values: the list's render keys go under another name.
  const list = useFieldArray({ control, name: 'statements', keyName: 'key' });
  const [said, say] = useState('');
  // The element (by id) to focus once the list has re-rendered after a move or a removal (checked after each render).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const rowId = (key: string, part: 'text' | 'up' | 'down') => `${id}-${key}-${part}`;
  const move = (index: number, to: number, key: string, button: 'up' | 'down') => {
    list.move(index, to);
    focusNext.current = rowId(key, button);
    say(`Statement ${index + 1} moved to position ${to + 1}.`);
  };
  const remove = (index: number) => {
    const neighbour = list.fields[index + 1] ?? list.fields[index - 1];
    list.remove(index);
    focusNext.current = neighbour ? rowId(neighbour.key, 'text') : `${id}-add`;
    say(`Statement ${index + 1} removed.`);
  };
  const listError = errors?.root?.message ?? errors?.message;
  const count = list.fields.length;

  return (
    <fieldset
      aria-describedby={listError ? `${id}-hint ${id}-error` : `${id}-hint`}
      className="flex flex-col gap-3"
    >
      <legend className="mb-1 text-sm font-medium text-ink">Statements</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        The client ticks each one to sign. {count} of at most {COUNT.max}, each {LENGTH.min} to {LENGTH.max}{' '}
        characters.
      </p>
      <ol className="flex flex-col gap-3">
        {list.fields.map((field, index) => {
          const row = errors?.[index];
          const n = index + 1;
          return (
            <li key={field.key} className="rounded-lg border border-line bg-white p-3">
              <Field
                id={rowId(field.key, 'text')}
                label={`Statement ${n}`}
                error={row?.text?.message ?? row?.id?.message}
              >
                {(fieldControl) => (
                  <Textarea
                    {...fieldControl}
                    rows={2}
                    className="min-h-20"
                    {...register(`statements.${index}.text`)}
                  />
                )}
              </Field>
              <div className="mt-2 flex justify-end gap-1">
                <RowButton
                  id={rowId(field.key, 'up')}
                  aria-label={`Move statement ${n} up`}
                  title="Move up"
                  inactive={index === 0}
                  onClick={() => move(index, index - 1, field.key, 'up')}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </RowButton>
                <RowButton
                  id={rowId(field.key, 'down')}
                  aria-label={`Move statement ${n} down`}
                  title="Move down"
                  inactive={index === count - 1}
                  onClick={() => move(index, index + 1, field.key, 'down')}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </RowButton>
                <RowButton aria-label={`Remove statement ${n}`} title="Remove" onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </RowButton>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-error`} message={listError} />
      {count < COUNT.max ? (
        <Button
          id={`${id}-add`}
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => list.append({ text: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a statement
        </Button>
      ) : (
        <p id={`${id}-add`} tabIndex={-1} className="text-sm text-muted">
          A consent form can have at most {COUNT.max} statements.
        </p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
