import { authApi } from '@/lib/api';
import { meQueryKey } from '@/lib/me-query-key';
import { type FieldsForm, useCommand } from '@/lib/use-command';

export interface NewPassword {
  token: string;
  password: string;
}

/**
 * POST /api/auth/password-reset/confirm: sets the new password with the link's single-use token and ends every
 * session of the account; a used, expired or altered token is 400 'This link has expired. Ask for a new one.'.
 */
export const confirmPasswordReset = (body: NewPassword) => authApi.confirmPasswordReset({ body });

/** The page says the outcome in place (signing in next, or why not), so no toast. */
export const useConfirmPasswordReset = (options: {
  form: FieldsForm;
  onSuccess: () => void;
  onError: (error: Error) => void;
}) =>
  useCommand({
    mutationFn: confirmPasswordReset,
    form: options.form,
    onSuccess: (_answer, _body, queryClient) => {
      options.onSuccess();
      // Every session of the account ended, this browser's too if it was signed in to it.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: options.onError,
  });
