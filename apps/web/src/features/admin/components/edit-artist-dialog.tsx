import { type AdminArtist, adminArtistUpdateSchema } from '@inkbook/contracts/artist';
import type { z } from 'zod';
import { useEditForm } from '../hooks/use-edit-form';
import { EditDialog, EditFormFooter } from './edit-dialog';
import { type EditFieldSpec, EditFields } from './edit-fields';

type ArtistEditValues = z.input<typeof adminArtistUpdateSchema>;

/** The fields of PUT /api/admin/artists/{id} (spec §7), in the dialog's order. */
const artistFields: ReadonlyArray<EditFieldSpec<ArtistEditValues>> = [
  { name: 'artistName', label: 'Artist Name' },
  { name: 'instagramHandle', label: 'Instagram Handle' },
  { name: 'studioName', label: 'Studio Name' },
  { name: 'location', label: 'Location' },
  { name: 'locationAddress', label: 'Address', wide: true },
  { name: 'bio', label: 'Bio', multiline: true, hint: 'Up to 500 characters.' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'website', label: 'Website', type: 'url', placeholder: 'https://' },
];

function EditArtistForm({ artist, onSaved }: { artist: AdminArtist; onSaved: () => void }) {
  const { form, submit, isSaving, serverError } = useEditForm({
    kind: 'artist',
    id: artist.id,
    schema: adminArtistUpdateSchema,
    defaultValues: {
      artistName: artist.artistName,
      instagramHandle: artist.instagramHandle,
      studioName: artist.studioName ?? '',
      location: artist.location,
      locationAddress: artist.locationAddress ?? '',
      bio: artist.bio,
      phone: artist.phone ?? '',
      email: artist.email,
      website: artist.website ?? '',
      status: artist.status,
    } satisfies ArtistEditValues,
    onSaved,
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Edit artist profile">
      <EditFields idPrefix="edit-artist" fields={artistFields} form={form} />
      <EditFormFooter isSaving={isSaving} serverError={serverError} />
    </form>
  );
}

/** Spec §2: 'Edit Artist Profile' with the fields of PUT /api/admin/artists/{id}. */
export function EditArtistDialog({ artist }: { artist: AdminArtist }) {
  return (
    <EditDialog name={artist.artistName} title="Edit Artist Profile">
      {(close) => <EditArtistForm artist={artist} onSaved={close} />}
    </EditDialog>
  );
}
