import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverMessageOf } from '@/lib/use-command';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileKind, ProfileUpdates } from '../utils/profile-kinds';

interface EditFormOptions<K extends ProfileKind, Values extends FieldValues> {
  kind: K;
  id: string;
  /** The contracts schema the service validates the same body with. */
  schema: z.ZodType<ProfileUpdates[K], Values>;
  defaultValues: DefaultValues<Values>;
  onSaved: () => void;
}

/**
 * An edit dialog's form: validated with the service's own schema before sending; when the server still refuses
 * (a 400, or a 409 such as a handle taken meanwhile) its message shows above the buttons and its per-field
 * messages beside the fields (useCommand).
 */
export function useEditForm<K extends ProfileKind, Values extends FieldValues>({
  kind,
  id,
  schema,
  defaultValues,
  onSaved,
}: EditFormOptions<K, Values>) {
  const form = useForm<Values, unknown, ProfileUpdates[K]>({ resolver: zodResolver(schema), defaultValues });
  const update = useUpdateProfile(kind, form);
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setServerError(undefined);
    update.mutate(
      { id, body },
      {
        onSuccess: onSaved,
        onError: (error) => setServerError(serverMessageOf(error)),
      },
    );
  });

  return { form, submit, isSaving: update.isPending, serverError };
}
