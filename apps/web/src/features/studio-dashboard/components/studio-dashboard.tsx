import type { SessionUser } from '@inkbook/contracts/identity';
import type { Studio } from '@inkbook/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useMyStudio } from '../api/get-my-studio';
import { useStudioEvents } from '../hooks/use-studio-events';
import { pendingStudioInquiryCountQueryOptions } from '../inquiries/api/get-studio-inquiries';
import { DashboardHeader } from './dashboard-header';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardTabs } from './dashboard-tabs';
import { NoStudioAccess } from './no-studio-access';

// The way to become a studio owner is to apply as one (spec §2 /apply: 'Claim Studio Profile').
const noAccess = (
  <NoStudioAccess
    title="No Studio Access"
    text="You need to be a studio owner to access this page."
    action={
      <Link to={paths.studioOnboarding} className={buttonStyles({ variant: 'accent' })}>
        Claim Studio Profile
      </Link>
    }
  />
);

/**
 * /studio-dashboard for a signed-in account (spec §2 "Studio dashboard"): the owner's own studio (in any status),
 * or for an admin the studio `?studioId=` names; anyone else has no studio here.
 */
export function StudioDashboard({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const isAdmin = user.role === 'admin';
  const adminStudioId = isAdmin ? params.get('studioId') : null;
  const canAsk = isAdmin ? !!adminStudioId : user.studioId !== null;
  const studio = useMyStudio(adminStudioId, canAsk);
  const studioId = isAdmin ? adminStudioId : user.studioId;
  // The Inquiries tab's badge widens the tab row (on a phone it wraps onto another line and moved the Overview
  // down: issue 30, CLS 0.18). Its count is asked beside the studio, and the workspace waits for its first answer
  // (or first failure), so the row is drawn once, at its size.
  const pending = useQuery({
    ...pendingStudioInquiryCountQueryOptions(studioId ?? ''),
    enabled: canAsk && !!studioId,
  });
  const badgeKnown = !studioId || pending.isFetched || pending.failureCount > 0;
  // Drawn in a background render that gives way to input: the answer's own (urgent) update keeps the skeleton.
  const shown = useDeferredValue(badgeKnown ? studio.data : undefined);

  if (isAdmin && !adminStudioId) {
    return (
      <NoStudioAccess
        title="Choose a Studio"
        text="Open a studio's dashboard from the admin page: it names the studio to manage."
        action={
          <Link to={paths.admin} className={buttonStyles({ variant: 'accent' })}>
            Go to Admin
          </Link>
        }
      />
    );
  }
  if (!canAsk) return noAccess;
  if (studio.isError) {
    // 403: an owner naming another studio; the studio itself gone reads as none (404 answers null).
    if (isApiError(studio.error) && studio.error.status === 403) return noAccess;
    return (
      <Card className="mx-auto w-full max-w-xl bg-white text-center">
        <CardHeader className="items-center">
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription role="alert">We couldn't load your studio. Please try again.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button onClick={() => void studio.refetch()} isLoading={studio.isFetching}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (shown === undefined) return <DashboardSkeleton />;
  if (shown === null) return noAccess;
  return <StudioWorkspace studio={shown} user={user} />;
}

function StudioWorkspace({ studio, user }: { studio: Studio; user: SessionUser }) {
  // One live stream for every tab, mounted as long as the dashboard is.
  useStudioEvents(studio.id);
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <DashboardHeader studio={studio} />
      <DashboardTabs
        studio={studio}
        isAdmin={user.role === 'admin'}
        sharedAccount={user.role === 'artist-studio'}
      />
    </div>
  );
}
