import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { StatusField } from './edit-dialog';

/** One field of an edit dialog: which value it edits and how it is shown. */
export interface EditFieldSpec<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A textarea (bio, description) rather than a one-line input. */
  multiline?: boolean;
  /** Spans both columns of the grid. */
  wide?: boolean;
  hint?: string;
  placeholder?: string;
}

interface EditFieldsProps<Values extends FieldValues> {
  /** Prefix of every field's id, e.g. 'edit-artist'. */
  idPrefix: string;
  fields: ReadonlyArray<EditFieldSpec<Values>>;
  form: UseFormReturn<Values, unknown, unknown>;
}

/**
 * The dialog's fields in a grid (two columns from small tablets up, one on phones), then Status: the admin may
 * set any of the three statuses there (spec §4).
 */
export function EditFields<Values extends FieldValues>({ idPrefix, fields, form }: EditFieldsProps<Values>) {
  const { register, formState } = form;
  const errorOf = (name: Path<Values>) => {
    const message = formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, type = 'text', multiline, wide, hint, placeholder }) => {
        const id = `${idPrefix}-${name}`;
        const className = cn((wide || multiline) && 'sm:col-span-2');
        return multiline ? (
          <Field key={name} id={id} label={label} hint={hint} className={className} error={errorOf(name)}>
            {(control) => <Textarea {...control} rows={4} {...register(name)} />}
          </Field>
        ) : (
          <FormField
            key={name}
            id={id}
            label={label}
            type={type}
            autoComplete="off"
            placeholder={placeholder}
            className={className}
            error={errorOf(name)}
            {...(hint ? { hint } : {})}
            {...register(name)}
          />
        );
      })}
      <StatusField
        id={`${idPrefix}-status`}
        error={errorOf('status' as Path<Values>)}
        registration={register('status' as Path<Values>)}
      />
    </div>
  );
}
