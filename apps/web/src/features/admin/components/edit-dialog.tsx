import { profileStatuses } from '@inkbook/contracts/fields';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { IconAction } from './icon-action';
import { statusLabels } from './status-badge';

interface EditDialogProps {
  /** The profile's name, for the trigger's accessible name ('Edit {name}'). */
  name: string;
  title: string;
  /** The form; `close` is called once the save went through. */
  children: (close: () => void) => ReactNode;
}

/**
 * A row's Edit button and the dialog it opens. The form mounts on open, so it always starts from the row as it
 * is now; focus returns to the button on close.
 */
export function EditDialog({ name, title, children }: EditDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconAction label={`Edit ${name}`} hint="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </IconAction>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Saved changes go live on the public profile at once.</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

interface StatusFieldProps {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** Spec §4: in the edit dialog the admin may set any of the three statuses. */
export function StatusField({ id, error, registration }: StatusFieldProps) {
  return (
    <Field id={id} label="Status" error={error}>
      {(control) => (
        <Select {...control} {...registration}>
          {profileStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The server's refusal (if any), then Cancel and Save Changes. */
export function EditFormFooter({ isSaving, serverError }: { isSaving: boolean; serverError?: string }) {
  return (
    <>
      <div className="mt-5 empty:hidden">
        <FormAlert message={serverError} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSaving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          Save Changes
        </Button>
      </DialogFooter>
    </>
  );
}
