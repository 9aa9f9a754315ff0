import type { ArtistProfile } from '@inkbook/contracts/artist';
import { useParams } from 'react-router';
import { ArtistInquiry } from '@/features/artist-inquiry/components/artist-inquiry';
import { useArtist } from '@/features/artists/api/get-artist';
import { ArtistNotFound } from '@/features/artists/components/artist-not-found';
import { ArtistProfileView } from '@/features/artists/components/artist-profile-view';
import { ProfileSkeleton } from '@/features/artists/components/profile-skeleton';
import { dialNumber, firstName } from '@/features/artists/utils/contact';
import { useMe } from '@/features/auth/api/get-me';

/** What the inquiry dialog needs of the profile (the profile shows its first 10 flash images, spec §9). */
const inquiryArtist = (artist: ArtistProfile) => ({
  id: artist.id,
  name: artist.artistName,
  firstName: firstName(artist.artistName),
  handle: artist.instagramHandle,
  dialNumber: dialNumber(artist.phone),
  flashImages: artist.flashImages.slice(0, 10),
});

/**
 * /artist/{handle} (spec §2): the public profile, kept fresh while open; any failure reads 'Artist Not Found'.
 * Its 'Send an Inquiry' buttons open the inquiry dialog, which knows whether a client is signed in.
 */
export default function ArtistProfileRoute() {
  const { handle = '' } = useParams();
  const { data, isPending, isError } = useArtist(handle);
  const { user } = useMe();
  if (isPending) return <ProfileSkeleton />;
  // A background refetch that fails keeps showing the profile already loaded.
  if (!data) return isError ? <ArtistNotFound /> : <ProfileSkeleton />;
  return (
    <ArtistInquiry artist={inquiryArtist(data)} sender={user}>
      {(button) => <ArtistProfileView artist={data} inquiryButton={button} />}
    </ArtistInquiry>
  );
}
