import { takesInquiries } from '@inkbook/contracts/availability-rules';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/get-me';
import { StudioInquiry } from '@/features/studio-inquiry/components/studio-inquiry';
import { useStudio } from '@/features/studios/api/get-studio';
import { StudioNotFound } from '@/features/studios/components/studio-not-found';
import { StudioProfile } from '@/features/studios/components/studio-profile';
import { useInviteFromAddress } from '@/features/waitlist/api/use-invite-from-address';
import { InviteProblem } from '@/features/waitlist/components/invite-problem';
import { JoinWaitlist } from '@/features/waitlist/components/join-waitlist';

/**
 * /studio/{handle}: the public studio profile (spec §2), with the inquiry wizard (or, books closed, the waitlist).
 * `?invite=` from a waitlist invite opens the wizard even while closed; an expired or used one says so instead.
 */
export default function StudioProfileRoute() {
  const { handle = '' } = useParams();
  const { data, isPending, isError } = useStudio(handle);
  const { user } = useMe();
  const invite = useInviteFromAddress(data?.id ?? '');

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
  const open = takesInquiries(data.books);
  return (
    <JoinWaitlist
      recipient={{ kind: 'studio', id: data.id, name: data.studioName }}
      signedIn={user?.role === 'client'}
    >
      {(waitlistButton) => (
        <StudioProfile
          studio={data}
          viewer={user}
          // Issue 26: while the books are not open, the inquiry button is 'Join the waitlist' (an invite's wizard
          // opens all the same).
          inquiryAction={
            open || invite.token ? (
              <StudioInquiry studio={data} sender={user} waitlistInvite={invite.token} />
            ) : (
              waitlistButton({ variant: 'primary', size: 'md' })
            )
          }
          notice={
            invite.problem ? (
              <InviteProblem problem={invite.problem} action={open ? null : waitlistButton()} />
            ) : null
          }
        />
      )}
    </JoinWaitlist>
  );
}
