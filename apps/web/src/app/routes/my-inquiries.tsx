import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { MyInquiries } from '@/features/my-inquiries/components/my-inquiries';

/** /my-inquiries: what the signed-in client sent and what became of it; signed out, sign in first. */
export default function MyInquiriesRoute() {
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.myInquiries)}`} replace />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="My Inquiries" />
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">My Inquiries</h1>
      <p className="mt-3 text-muted">Every inquiry you sent, and where it stands.</p>
      <div className="mt-10">
        <MyInquiries />
      </div>
    </section>
  );
}
