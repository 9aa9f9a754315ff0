import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@inkbook/contracts/auth';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';

interface AdminSignInProps {
  onSignIn: (values: LoginBody) => void;
  isSigningIn: boolean;
  /** Why the last attempt failed (spec §8 admin login texts). */
  error?: string | undefined;
  /** The email of a signed-in account that is not an admin: it may sign in again with one that is. */
  signedInAs?: string | undefined;
}

/** The /admin sign-in card: email, password with show/hide, and the way to the artists' own login. */
export function AdminSignIn({ onSignIn, isSigningIn, error, signedInAs }: AdminSignInProps) {
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <PageTitle title="Admin Sign In" />
      <Card className="w-full max-w-md bg-white">
        <CardHeader>
          <ShieldCheck aria-hidden="true" className="mb-2 size-8 text-accent" />
          <CardTitle as="h1" className="text-3xl">
            Admin Sign In
          </CardTitle>
          <CardDescription>Review, edit and publish artist and studio profiles.</CardDescription>
        </CardHeader>
        <CardContent>
          {signedInAs ? (
            <p className="mb-5 rounded-lg border border-line bg-paper-deep px-4 py-3 text-sm text-ink-soft">
              You are signed in as <span className="font-medium text-ink">{signedInAs}</span>, which has no
              admin access. Sign in with an admin account to continue.
            </p>
          ) : null}
          <form
            noValidate
            aria-label="Admin sign in"
            className="flex flex-col gap-5"
            onSubmit={form.handleSubmit(onSignIn)}
          >
            <FormField
              id="admin-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="admin@example.com"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Field id="admin-password" label="Password" error={errors.password?.message}>
              {(control) => (
                <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
              )}
            </Field>
            <FormAlert message={error} />
            <Button type="submit" size="lg" className="mt-1 w-full" isLoading={isSigningIn}>
              {isSigningIn ? 'Signing in...' : 'Sign In'}
            </Button>
            <p className="text-center text-sm">
              <Link to={paths.login} className="font-medium text-accent underline underline-offset-4">
                Are you an artist? Sign in here
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
