import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';
import { HealingCheckIn } from '@/features/my-inquiries/components/healing-check-in';

/** /my-inquiries/:id/healing: the healing check-in of the signed-in client's booking; signed out, sign in first. */
export default function MyInquiryHealingRoute() {
  const { id = '' } = useParams();
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.myInquiryHealing(id)} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <HealingCheckIn key={id} inquiryId={id} />
    </section>
  );
}
