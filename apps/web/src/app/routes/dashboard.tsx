import { useDeferredValue } from 'react';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ArtistDashboard, DashboardSkeleton } from '@/features/artist-dashboard/components/artist-dashboard';
import { useMe } from '@/features/auth/api/get-me';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { SignInFirst } from '@/features/auth/components/sign-in-first';

/**
 * /dashboard (spec §2 "Artist dashboard"): the artist's workspace; signed out, sign in first. The section is at
 * least a screen tall in every state, so the footer never shows below a loading skeleton and then moves down.
 */
export default function DashboardRoute() {
  const { user: signedIn, isPending } = useMe();
  // The dashboard is drawn in a background render that gives way to input (in slices, not one long task): the
  // answer itself arrives as an urgent update, which only keeps the skeleton up.
  const user = useDeferredValue(signedIn);
  if (!isPending && !signedIn) return <SignInFirst next={paths.dashboard} />;
  return (
    <section className="mx-auto min-h-svh w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Artist Dashboard" />
      {user ? (
        <ArtistDashboard user={user} logout={<LogoutButton variant="outline" />} />
      ) : (
        <DashboardSkeleton />
      )}
    </section>
  );
}
