import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-line bg-white px-6 py-10 text-center">
      <PageTitle title={title} />
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
    </div>
  );
}

interface InquiryProblemProps {
  /** What failed to read the client's inquiries, if anything did (else the inquiry is not theirs). */
  error: Error | null;
  /** The page to come back to after signing in again. */
  next: string;
}

/** A page of one of the client's inquiries that cannot show it: the session ended, the read failed, or none such. */
export function InquiryProblem({ error, next }: InquiryProblemProps) {
  if (isApiError(error) && error.status === 401) {
    return (
      <Problem title="Your session has ended">
        <Link to={`${paths.login}?next=${encodeURIComponent(next)}`} className="underline">
          Sign in again
        </Link>{' '}
        to see this inquiry.
      </Problem>
    );
  }
  if (error) return <Problem title="Couldn't load this inquiry">Please try again in a moment.</Problem>;
  return (
    <Problem title="Inquiry not found">
      There is no inquiry of yours at this address. It may have been deleted; your inquiries are all on{' '}
      <Link to={paths.myInquiries} className="underline">
        My Inquiries
      </Link>
      .
    </Problem>
  );
}
