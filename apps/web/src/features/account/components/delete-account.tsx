import type { Role } from '@inkbook/contracts/identity';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { useDeleteAccount } from '../api/delete-account';
import { ErasureWarning } from './erasure-warning';
import { SettingsSection } from './settings-section';

const NOT_DELETED = 'Your account could not be deleted. Please try again in a minute.';

/** The server's reason, in place: a wrong password's 401 and a 429 past the sign-in limits say theirs. */
const refusalOf = (error: Error) =>
  serverMessageOf(error) ??
  (isApiError(error) && error.status === 401 ? error.serverMessage : undefined) ??
  NOT_DELETED;

/**
 * 'Delete my account' (issue 27 item 5): what goes and what is kept, then the password again in a dialog (a session
 * alone, perhaps a borrowed laptop's, cannot erase anyone). The dialog stays open on a refusal and says why.
 */
export function DeleteAccount({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const remove = useDeleteAccount({
    onError: (error) => {
      setRefusal(refusalOf(error));
      // Ready for another try: the password chosen, so typing replaces it.
      form.setFocus('password', { shouldSelect: true });
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setRefusal(undefined);
    form.reset();
  };

  return (
    <SettingsSection title="Delete my account">
      <ErasureWarning role={role} />
      <ActionDialog
        alert
        trigger={
          <Button variant="accent" className="self-start">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my account
          </Button>
        }
        title="Delete your account?"
        description={
          <p>
            This cannot be undone. Enter your password to confirm: your account is deleted at once and your
            data erased within a minute.
          </p>
        }
        confirm={remove.isPending ? 'Deleting...' : 'Delete my account'}
        keep="Keep my account"
        open={open}
        onOpenChange={onOpenChange}
        isPending={remove.isPending}
        error={refusal}
        onSubmit={form.handleSubmit(({ password }) => {
          setRefusal(undefined);
          remove.mutate(password);
        })}
      >
        <Field id="delete-account-password" label="Password" error={form.formState.errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password', { required: 'Please enter your password' })}
              autoComplete="current-password"
              aria-required
            />
          )}
        </Field>
      </ActionDialog>
    </SettingsSection>
  );
}
