import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetBodySchema } from '@inkbook/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { tryAgainAt } from '../utils/retry-time';
import { SuccessNote } from './success-note';

/** Why a request for a link was refused: past the limit, the server's words and when to try again. */
function refusalText(error: Error): string {
  const said = serverMessageOf(error);
  if (isApiError(error) && error.status === 429) {
    const when = error.retryAfter === undefined ? '' : ` ${tryAgainAt(error.retryAfter)}`;
    return `${said ?? 'Too many requests.'}${when}`;
  }
  return said ?? "We couldn't send the link. Check your connection and try again.";
}

/**
 * 'Forgot password?': an email, then the server's answer in place. The answer is the same for any address, so the
 * page stays as it is (a mistyped address can be corrected and sent again).
 */
export function ForgotPasswordForm() {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const [sent, setSent] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const request = useRequestPasswordReset({
    form,
    onSuccess: setSent,
    onError: (error) => setRefusal(refusalText(error)),
  });

  return (
    <form
      noValidate
      aria-label="Forgot password"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ email }) => {
        setSent(undefined);
        setRefusal(undefined);
        request.mutate(email);
      })}
    >
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {/* Always mounted, so the answer is announced when it arrives; empty, it takes no gap of the form. */}
      <div role="status" className="empty:-mt-5">
        {sent ? <SuccessNote icon={MailCheck}>{sent}</SuccessNote> : null}
      </div>
      <FormAlert message={refusal} />
      <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to={paths.login} className="font-medium text-accent underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
