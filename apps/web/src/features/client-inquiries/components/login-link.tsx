import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** 'Log in' to /login, which brings the client back to `returnTo` (the studio's page) once signed in. */
export function LoginLink({ returnTo }: { returnTo: string }) {
  return (
    <Link
      to={`${paths.login}?next=${encodeURIComponent(returnTo)}`}
      className="font-medium text-accent underline underline-offset-4"
    >
      Log in
    </Link>
  );
}
