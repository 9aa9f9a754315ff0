import { useParams } from 'react-router';
import { useArtist } from '@/features/artists/api/get-artist';
import { ArtistNotFound } from '@/features/artists/components/artist-not-found';
import { ArtistProfileView } from '@/features/artists/components/artist-profile-view';
import { ProfileSkeleton } from '@/features/artists/components/profile-skeleton';

/** /artist/{handle} (spec §2): the public profile, kept fresh while open; any failure reads 'Artist Not Found'. */
export default function ArtistProfileRoute() {
  const { handle = '' } = useParams();
  const { data, isPending, isError } = useArtist(handle);
  if (isPending) return <ProfileSkeleton />;
  // A background refetch that fails keeps showing the profile already loaded.
  if (!data) return isError ? <ArtistNotFound /> : <ProfileSkeleton />;
  return <ArtistProfileView artist={data} />;
}
