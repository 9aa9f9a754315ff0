import { adminStudioUpdateSchema, type Studio } from '@inkbook/contracts/studio';
import type { z } from 'zod';
import { useEditForm } from '../hooks/use-edit-form';
import { EditDialog, EditFormFooter } from './edit-dialog';
import { type EditFieldSpec, EditFields } from './edit-fields';

type StudioEditValues = z.input<typeof adminStudioUpdateSchema>;

/** The fields of PUT /api/admin/studios/{id} (spec §7), in the dialog's order. */
const studioFields: ReadonlyArray<EditFieldSpec<StudioEditValues>> = [
  { name: 'studioName', label: 'Studio Name' },
  {
    name: 'handle',
    label: 'Handle',
    hint: "Lowercase letters, numbers and dashes. Changing it changes the profile's web address.",
  },
  { name: 'tagline', label: 'Tagline', wide: true },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'location', label: 'Location' },
  { name: 'locationAddress', label: 'Address' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'businessEmail', label: 'Business Email', type: 'email' },
  { name: 'website', label: 'Website', type: 'url', placeholder: 'https://' },
];

function EditStudioForm({ studio, onSaved }: { studio: Studio; onSaved: () => void }) {
  const { form, submit, isSaving, serverError } = useEditForm({
    kind: 'studio',
    id: studio.id,
    schema: adminStudioUpdateSchema,
    defaultValues: {
      studioName: studio.studioName,
      handle: studio.handle,
      tagline: studio.tagline ?? '',
      description: studio.description ?? '',
      location: studio.location,
      locationAddress: studio.locationAddress ?? '',
      phone: studio.phone ?? '',
      businessEmail: studio.businessEmail,
      website: studio.website ?? '',
      status: studio.status,
    } satisfies StudioEditValues,
    onSaved,
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Edit studio profile">
      <EditFields idPrefix="edit-studio" fields={studioFields} form={form} />
      <EditFormFooter isSaving={isSaving} serverError={serverError} />
    </form>
  );
}

/** Spec §2: 'Edit Studio Profile' with the fields of PUT /api/admin/studios/{id}. */
export function EditStudioDialog({ studio }: { studio: Studio }) {
  return (
    <EditDialog name={studio.studioName} title="Edit Studio Profile">
      {(close) => <EditStudioForm studio={studio} onSaved={close} />}
    </EditDialog>
  );
}
