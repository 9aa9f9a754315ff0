import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { LeaveWaitlist, UnknownLeaveLink } from '@/features/waitlist/components/leave-waitlist';

/** /waitlist/leave?token=: the leave link of a waitlist email; public (the token is the only key). */
export default function WaitlistLeaveRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Leave the waitlist" />
      {token ? <LeaveWaitlist key={token} token={token} /> : <UnknownLeaveLink />}
    </section>
  );
}
