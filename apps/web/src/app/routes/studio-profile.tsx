import { takesInquiries } from '@inkbook/contracts/availability-rules';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/get-me';
import { StudioInquiry } from '@/features/studio-inquiry/components/studio-inquiry';
import { useStudio } from '@/features/studios/api/get-studio';
import { StudioNotFound } from '@/features/studios/components/studio-not-found';
import { StudioProfile } from '@/features/studios/components/studio-profile';
import { JoinWaitlist } from '@/features/waitlist/components/join-waitlist';

/** /studio/{handle}: the public studio profile (spec §2), with the inquiry wizard (or, books closed, the waitlist). */
export default function StudioProfileRoute() {
  const { handle = '' } = useParams();
  const { data, isPending, isError } = useStudio(handle);
  const { user } = useMe();

  if (isPending) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
        <PageTitle title="Studio" />
        <Spinner label="" className="[&_svg]:size-8" />
        <p>Loading studio profile...</p>
      </div>
    );
  }
  if (isError) return <StudioNotFound />;
  return (
    <JoinWaitlist
      recipient={{ kind: 'studio', id: data.id, name: data.studioName }}
      signedIn={user?.role === 'client'}
    >
      {(waitlistButton) => (
        <StudioProfile
          studio={data}
          viewer={user}
          // Issue 26: while the books are not open, the inquiry button is 'Join the waitlist'.
          inquiryAction={
            takesInquiries(data.books) ? (
              <StudioInquiry studio={data} sender={user} />
            ) : (
              waitlistButton({ variant: 'primary', size: 'md' })
            )
          }
        />
      )}
    </JoinWaitlist>
  );
}
