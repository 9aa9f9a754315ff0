import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FOLLOW_IN_MY_INQUIRIES } from '@/lib/my-inquiries-key';

/**
 * Step 8: the inquiry is sent; the actions (Explore More, Message Artist) sit in the dialog's footer. A sender with
 * an account (signed in before, or by this send when it created one) is told where to follow it.
 */
export function DoneStep({ artistFirstName, signedIn }: { artistFirstName: string; signedIn: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
      <p className="text-ink-soft">
        Your inquiry was sent to {artistFirstName}. You'll usually hear back within 24 hours.
      </p>
      {signedIn ? (
        <p className="text-ink-soft">
          {FOLLOW_IN_MY_INQUIRIES}{' '}
          <Link to={paths.myInquiries} className="font-medium text-accent underline underline-offset-4">
            Open My Inquiries
          </Link>
        </p>
      ) : null}
    </div>
  );
}
