import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArtistDashboard } from '@/features/artist-dashboard/components/artist-dashboard';
import { useMe } from '@/features/auth/api/get-me';
import { LogoutButton } from '@/features/auth/components/logout-button';

/** /dashboard (spec §2 "Artist dashboard"): the artist's workspace; signed out, sign in first. */
export default function DashboardRoute() {
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.dashboard)}`} replace />;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Artist Dashboard" />
      <ArtistDashboard user={user} logout={<LogoutButton variant="outline" />} />
    </section>
  );
}
