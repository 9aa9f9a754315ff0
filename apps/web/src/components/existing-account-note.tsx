import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface ExistingAccountNoteProps {
  /** The signed-in account's email, or null when signed out. */
  signedInEmail: string | null;
  /** Where sign-in brings the applicant back to. */
  returnTo: string;
}

/**
 * Beside a wizard's password fields (DESIGN §3): an email that already has an account is refused unless the
 * applicant is signed in as it, so someone who has both an artist profile and a studio applies for the second
 * while signed in, and the new profile joins that account.
 */
export function ExistingAccountNote({ signedInEmail, returnTo }: ExistingAccountNoteProps) {
  return (
    <p className="flex gap-3 rounded-xl border border-line bg-paper-deep p-4 text-sm text-ink-soft">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      {signedInEmail ? (
        <span>
          You're signed in as <strong className="font-medium text-ink">{signedInEmail}</strong>. Apply with
          this email and the new profile is added to your account; you keep signing in with your current
          password.
        </span>
      ) : (
        <span>
          Already have an Inkbook account?{' '}
          <Link
            to={`${paths.login}?next=${encodeURIComponent(returnTo)}`}
            className="font-medium text-accent underline underline-offset-4"
          >
            Sign in
          </Link>{' '}
          first, then apply with the same email: the new profile is added to your account.
        </span>
      )}
    </p>
  );
}
