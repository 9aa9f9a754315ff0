import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@inkbook/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { homePathForRole } from '../utils/role-home';

/** `?next=` brings someone back where sign-in was asked for (a wizard); only a path on this site counts. */
const ownPath = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = ownPath(searchParams.get('next'));
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // A wrong password (401) gets the spec's line; a 429 says when to try again in the server's words.
  const loginMutation = useLogin({
    success: { title: 'Welcome back!' },
    failure: { title: 'Login failed', description: 'Please check your credentials and try again.' },
    onSuccess: (user) => void navigate(next ?? homePathForRole(user.role), { replace: true }),
  });

  return (
    <form
      noValidate
      aria-label="Artist login"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => loginMutation.mutate(values))}
    >
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to={paths.forgotPassword}
        className="-mt-2 self-end text-sm font-medium text-accent underline underline-offset-4"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" className="mt-1 w-full" isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted">
        Don't have a profile yet?{' '}
        <Link to={paths.onboardAlias} className="font-medium text-accent underline underline-offset-4">
          Create an artist profile
        </Link>
      </p>
    </form>
  );
}
