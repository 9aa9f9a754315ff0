import { useLocation } from 'react-router';
import { ApplicationNextSteps } from '@/components/application-next-steps';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

/** /onboarding/submitted and /studio-onboarding/submitted: the wizards' submit leads here, with the email given. */
export default function ApplicationSubmittedRoute() {
  const { pathname, state } = useLocation();
  const kind = pathname === paths.studioOnboardingSubmitted ? 'studio' : 'artist';
  const email = (state as { email?: unknown } | null)?.email;
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <PageTitle title="Application Submitted" />
      <ApplicationNextSteps kind={kind} email={typeof email === 'string' ? email : null} />
    </div>
  );
}
