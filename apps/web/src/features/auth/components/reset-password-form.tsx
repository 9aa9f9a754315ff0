import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { type NewPasswordInput, newPasswordSchema } from '../utils/new-password-schema';
import { tryAgainAt } from '../utils/retry-time';
import { LinkExpired } from './link-expired';
import { SuccessNote } from './success-note';

/**
 * A 400 that is not about the password is about the link: used, expired, altered, or cut so short the token no longer
 * passes as one. All of them read the same ('This link has expired. Ask for a new one.').
 */
const isDeadLink = (error: Error) =>
  isApiError(error) && error.status === 400 && !('password' in error.fields);

function failureText(error: Error): string {
  const said = serverMessageOf(error);
  if (isApiError(error) && error.status === 429 && error.retryAfter !== undefined) {
    return `${said ?? 'Too many attempts.'} ${tryAgainAt(error.retryAfter)}`;
  }
  return said ?? "We couldn't save your new password. Check your connection and try again.";
}

type Outcome = { kind: 'editing'; failure?: string } | { kind: 'done' } | { kind: 'dead-link' };

/** /reset-password?token=: a new password by sign-up's rules, then the way to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const confirm = useConfirmPasswordReset({
    form,
    onSuccess: () => setOutcome({ kind: 'done' }),
    onError: (error) =>
      setOutcome(
        isDeadLink(error) ? { kind: 'dead-link' } : { kind: 'editing', failure: failureText(error) },
      ),
  });

  if (outcome.kind === 'dead-link') return <LinkExpired />;
  if (outcome.kind === 'done') {
    return (
      <div className="flex flex-col gap-5">
        <div role="status">
          <SuccessNote>
            Your new password is set, and every device that was signed in is signed out. Sign in with your new
            password.
          </SuccessNote>
        </div>
        <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Set a new password"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ password }) => {
        setOutcome({ kind: 'editing' });
        confirm.mutate({ token, password });
      })}
    >
      <NewPasswordFields
        idPrefix="reset-"
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        passwordHint="At least 8 characters."
        confirmLabel="Confirm password"
      />
      <FormAlert message={outcome.failure} />
      <Button type="submit" size="lg" className="w-full" isLoading={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
