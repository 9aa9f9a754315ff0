import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { AdminSignIn } from '@/features/admin/components/admin-sign-in';
import { SessionCheck } from '@/features/admin/components/session-check';
import { useSignedInHint } from '@/features/admin/hooks/use-signed-in-hint';
import { signInErrorMessage } from '@/features/admin/utils/server-errors';
import { useMe } from '@/features/auth/api/get-me';
import { useLogin } from '@/features/auth/api/login';
import { useLogout } from '@/features/auth/api/logout';
import { meQueryKey } from '@/lib/me-query-key';

/** What an admin page is given once an admin is signed in. */
export interface AdminSession {
  email: string;
  onSignOut: () => void;
  isSigningOut: boolean;
  /** An admin request answered 401/403: the session ended, so the page asks the server who is signed in. */
  onSessionLost: () => void;
}

/**
 * Every admin page (spec §2 /admin, /admin/mailbox): the sign-in form until GET /api/auth/me says an admin is signed
 * in, then the page. The local flag only picks what to show while that answer is on its way.
 */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const queryClient = useQueryClient();
  const { user, isPending } = useMe();
  const { hinted, remember } = useSignedInHint();
  const [signInError, setSignInError] = useState<string>();

  // The server's answer corrects the hint either way.
  useEffect(() => {
    if (!isPending) remember(user?.role === 'admin');
  }, [isPending, user, remember]);

  // A successful sign-in puts the user into the me query, so the effect above sets the hint for admins.
  const login = useLogin({ onError: (error) => setSignInError(signInErrorMessage(error)) });

  // Spec §4: Sign Out calls the server, clears every cached query and the flag, and shows the sign-in form.
  const signOut = useLogout({ stay: true });

  const recheckSession = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    [queryClient],
  );

  if (user?.role === 'admin') {
    return children({
      email: user.email,
      onSignOut: () => signOut.mutate(undefined, { onSuccess: () => remember(false) }),
      isSigningOut: signOut.isPending,
      onSessionLost: recheckSession,
    });
  }
  if (isPending && hinted) return <SessionCheck />;
  return (
    <AdminSignIn
      onSignIn={(values) => {
        setSignInError(undefined);
        login.mutate(values);
      }}
      isSigningIn={login.isPending}
      error={signInError}
      signedInAs={user?.email}
    />
  );
}
