import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';
import { DashboardSkeleton } from '@/features/studio-dashboard/components/dashboard-skeleton';
import { StudioDashboard } from '@/features/studio-dashboard/components/studio-dashboard';

/**
 * /studio-dashboard (spec §2 "Studio dashboard"): the studio's workspace; signed out, sign in first (and come back
 * to the same tab). The section is at least a screen tall in every state, so the footer never jumps.
 */
export default function StudioDashboardRoute() {
  const { user: signedIn, isPending } = useMe();
  const { search } = useLocation();
  // The dashboard is drawn in a background render that gives way to input (as /dashboard is).
  const user = useDeferredValue(signedIn);
  if (!isPending && !signedIn) return <SignInFirst next={`${paths.studioDashboard}${search}`} />;
  return (
    <section className="mx-auto min-h-svh w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Studio Dashboard" />
      {user ? <StudioDashboard user={user} /> : <DashboardSkeleton />}
    </section>
  );
}
