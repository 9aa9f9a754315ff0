import { authApi } from '@/lib/api';
import { type FieldsForm, useCommand } from '@/lib/use-command';

/**
 * POST /api/auth/password-reset: the server answers 202 with the same message whether or not an account uses the
 * address (so the page cannot tell anyone who has an account), and 429 with `Retry-After` past its limits.
 */
export const requestPasswordReset = (email: string) => authApi.requestPasswordReset({ body: { email } });

/** The page says the outcome in place (the message to read, or why it was refused), so no toast. */
export const useRequestPasswordReset = (options: {
  form: FieldsForm;
  onSuccess: (message: string) => void;
  onError: (error: Error) => void;
}) =>
  useCommand({
    mutationFn: requestPasswordReset,
    form: options.form,
    onSuccess: ({ message }) => options.onSuccess(message),
    onError: options.onError,
  });
