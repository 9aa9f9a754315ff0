import { Link } from 'react-router';

interface SignInLinkProps {
  /** /login?next=… back to this profile with the dialog to reopen. */
  href: string;
  /** Keeps the answers for after the sign-in (resume.ts). */
  onFollow: () => void;
  children: string;
}

/** A 'Log in' link that keeps the inquiry's answers for when the person comes back signed in. */
export function SignInLink({ href, onFollow, children }: SignInLinkProps) {
  return (
    <Link to={href} onClick={onFollow} className="font-medium text-accent underline underline-offset-4">
      {children}
    </Link>
  );
}
