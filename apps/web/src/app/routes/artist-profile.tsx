import type { ArtistProfile } from '@inkbook/contracts/artist';
import { takesInquiries } from '@inkbook/contracts/availability-rules';
import { useParams } from 'react-router';
import { ArtistInquiry } from '@/features/artist-inquiry/components/artist-inquiry';
import { useArtist } from '@/features/artists/api/get-artist';
import { ArtistNotFound } from '@/features/artists/components/artist-not-found';
import { ArtistProfileView } from '@/features/artists/components/artist-profile-view';
import { ProfileSkeleton } from '@/features/artists/components/profile-skeleton';
import { dialNumber, firstName } from '@/features/artists/utils/contact';
import { useMe } from '@/features/auth/api/get-me';
import { useInviteFromAddress } from '@/features/waitlist/api/use-invite-from-address';
import { InviteProblem } from '@/features/waitlist/components/invite-problem';
import { JoinWaitlist } from '@/features/waitlist/components/join-waitlist';

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
 * Its 'Send an Inquiry' buttons open the inquiry dialog, which knows whether a client is signed in; while the books
 * are not open they are 'Join the waitlist' instead (issue 26), and `?invite=` opens the inquiry all the same. Each
 * priced flash piece has 'Book this flash', which opens the dialog to book it (or, books not open, the waitlist).
 */
export default function ArtistProfileRoute() {
  const { handle = '' } = useParams();
  const { data, isPending, isError } = useArtist(handle);
  const { user } = useMe();
  const invite = useInviteFromAddress(data?.id ?? '');
  if (isPending) return <ProfileSkeleton />;
  // A background refetch that fails keeps showing the profile already loaded.
  if (!data) return isError ? <ArtistNotFound /> : <ProfileSkeleton />;
  const open = takesInquiries(data.books);
  return (
    <JoinWaitlist
      recipient={{ kind: 'artist', id: data.id, name: data.artistName }}
      signedIn={user?.role === 'client'}
    >
      {(waitlistButton) => (
        <ArtistInquiry artist={inquiryArtist(data)} sender={user} waitlistInvite={invite.token}>
          {(button, bookFlash) => (
            <ArtistProfileView
              artist={data}
              inquiryButton={(place) =>
                open
                  ? button(place)
                  : waitlistButton(place === 'header' ? {} : { variant: 'outline', size: 'md' })
              }
              flashAction={(piece) =>
                open
                  ? bookFlash({ url: piece.url, price: piece.price, sizeInches: piece.sizeInches })
                  : waitlistButton({ variant: 'outline', size: 'sm' })
              }
              notice={
                invite.problem ? (
                  <InviteProblem problem={invite.problem} action={open ? null : waitlistButton()} />
                ) : null
              }
            />
          )}
        </ArtistInquiry>
      )}
    </JoinWaitlist>
  );
}
