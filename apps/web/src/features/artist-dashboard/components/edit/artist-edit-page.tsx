import type { SessionUser } from '@inkbook/contracts/identity';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkeletonText } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/lib/my-artist-profile';
import { toast } from '@/lib/toast';
import { ArtistEditForm } from './artist-edit-form';

/** Spec §2: only the artist whose profile it is may edit it; anyone else is told so and sent to the dashboard. */
function AccessDenied() {
  useEffect(() => {
    // A fixed id: a second mount (React's strict mode) shows the same toast, not another.
    toast.error('Access Denied', {
      id: 'artist-edit-denied',
      description: 'You can only edit your own profile.',
    });
  }, []);
  return <Navigate to={paths.dashboard} replace />;
}

/** /artist/edit/{id} for a signed-in account: the guard, then the form over the stored profile. */
export function ArtistEditPage({ user, id }: { user: SessionUser; id: string }) {
  const mine = user.artistId === id;
  const profile = useMyProfile(mine);
  // No profile behind the account: the dashboard explains.
  if (user.artistId === null) return <Navigate to={paths.dashboard} replace />;
  if (!mine) return <AccessDenied />;
  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading your profile">
        <SkeletonText lines={8} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We couldn't load your profile. Please try again.</p>
        <Button onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  // The profile was deleted meanwhile.
  if (!profile.data) return <Navigate to={paths.dashboard} replace />;
  return <ArtistEditForm artist={profile.data} />;
}
