import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLoggedOutHere } from '../api/logout';

/**
 * A page that needs a session, signed out: sign in first and come back to `next`; after a logout in this tab, home
 * (where the logout goes), so the page it leaves never sends the person to sign in again.
 */
export function SignInFirst({ next }: { next: string }) {
  const loggedOut = useLoggedOutHere();
  return <Navigate to={loggedOut ? paths.home : paths.loginThen(next)} replace />;
}
