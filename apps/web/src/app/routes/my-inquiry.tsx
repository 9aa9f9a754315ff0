import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';
import { MyInquiryDetail } from '@/features/my-inquiries/components/my-inquiry-detail';

/** /my-inquiries/:id: one inquiry the signed-in client sent and its conversation; signed out, sign in first. */
export default function MyInquiryRoute() {
  const { id = '' } = useParams();
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.myInquiry(id)} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {/* Keyed: another inquiry starts with its own conversation and composer. */}
      <MyInquiryDetail key={id} id={id} />
    </section>
  );
}
