import { Link } from 'react-router';
import { resumeLoginHref } from './resume';

interface ResumeSignInLinkProps {
  /** The page to come back to (the profile), where the dialog reopens. */
  page: string;
  /** Keeps the answers for after the sign-in (keepForSignIn). */
  onFollow: () => void;
}

/** 'Log in' to /login from a dialog, keeping its answers for when the person comes back signed in. */
export function ResumeSignInLink({ page, onFollow }: ResumeSignInLinkProps) {
  return (
    <Link
      to={resumeLoginHref(page)}
      onClick={onFollow}
      className="font-medium text-accent underline underline-offset-4"
    >
      Log in
    </Link>
  );
}
