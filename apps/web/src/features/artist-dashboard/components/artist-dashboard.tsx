import type { Artist } from '@inkbook/contracts/artist';
import type { SessionUser } from '@inkbook/contracts/identity';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { Link } from 'react-router';
import type { OwnerAs } from '@/components/booking/booking-api';
import { BooksCardWhenIdle } from '@/components/books/books-card';
import { RejectionNote } from '@/components/rejection-note';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { WhenIdle } from '@/components/when-idle';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/lib/my-artist-profile';
import { storeArtistProfile, updateArtistProfile } from '../api/update-artist-profile';
import { StudioVerificationRequests } from '../claims/components/studio-verification-requests';
import { useDashboardEvents } from '../hooks/use-dashboard-events';
import { usePhotoChange } from '../hooks/use-photo-change';
import { NewInquiriesStat } from '../inbox/components/new-inquiries-stat';
import { firstName, statusMessage } from '../utils/profile-status';
import { DashboardStats } from './dashboard-stats';
import { InboxJump } from './inbox-jump';
import { ProfileActiveBanner } from './profile-active-banner';
import { ProfileSummary } from './profile-summary';
import { QuickActions } from './quick-actions';
import { ReviewStateCard } from './review-state-card';
import { WorkTabs } from './work-tabs';

interface ArtistDashboardProps {
  user: SessionUser;
  /** The Logout button (auth's), placed in the greeting. */
  logout: ReactNode;
}

/** /dashboard for a signed-in account (spec §2 "Artist dashboard"): one view per review state of its profile. */
export function ArtistDashboard({ user, logout }: ArtistDashboardProps) {
  const hasProfile = user.artistId !== null;
  const profile = useMyProfile(hasProfile);
  // Drawn in a background render that gives way to input: the answer's own (urgent) update keeps the skeleton.
  const shown = useDeferredValue(profile.data);

  if (hasProfile && shown === undefined && !profile.isError) return <DashboardSkeleton />;
  if (profile.isError) {
    return (
      <Card className="mx-auto w-full max-w-xl bg-white text-center">
        <CardHeader className="items-center">
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription role="alert">We couldn't load your profile. Please try again.</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const artist = shown ?? null;
  if (!artist || artist.status === 'pending') {
    return (
      <ReviewStateCard
        title="Profile Under Review"
        status={statusMessage('pending')}
        text="Thanks for submitting your application! Our team is reviewing your profile and will notify you via email within 24 hours."
        action={
          <Link to={paths.home} className={buttonStyles({ variant: 'accent' })}>
            Discover Artists
          </Link>
        }
      />
    );
  }
  if (artist.status === 'rejected') {
    return (
      <ReviewStateCard
        title="Profile Needs Updates"
        status="Needs Updates"
        text={statusMessage('rejected')}
        note={<RejectionNote reason={artist.rejectionReason} />}
        action={
          <Link to={paths.artistEdit(artist.id)} className={buttonStyles({ variant: 'accent' })}>
            Edit Profile
          </Link>
        }
      />
    );
  }
  return (
    <ApprovedDashboard
      artist={artist}
      logout={logout}
      bookingsAs={user.role === 'artist-studio' ? 'artist' : undefined}
    />
  );
}

interface ApprovedDashboardProps {
  artist: Artist;
  logout: ReactNode;
  /** Set for an account that is also a studio: whose booking settings and feed the Bookings tab reads. */
  bookingsAs: OwnerAs | undefined;
}

function ApprovedDashboard({ artist, logout, bookingsAs }: ApprovedDashboardProps) {
  const photo = usePhotoChange(artist.id);
  useDashboardEvents(artist.id);
  const work = useRef<HTMLDivElement>(null);
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">
            Welcome back, {firstName(artist.artistName)}!
          </h1>
          <p className="mt-1 text-muted">Manage your profile and the inquiries clients send you.</p>
        </div>
        {logout}
      </header>
      <InboxJump artistId={artist.id} target={work} />
      <ProfileActiveBanner artist={artist} />
      <DashboardStats
        stats={[
          { label: 'Portfolio Images', value: artist.portfolioImages.length },
          { label: 'New Inquiries', value: <NewInquiriesStat artistId={artist.id} /> },
          { label: 'Specialties', value: artist.tattooStyles.length },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfileSummary artist={artist} onChangePhoto={photo.open} changingPhoto={photo.isSaving} />
        <div className="flex flex-col gap-6">
          <BooksCardWhenIdle
            books={artist.books}
            save={(body) => updateArtistProfile({ id: artist.id, body })}
            onSaved={storeArtistProfile}
          />
          <QuickActions artist={artist} onChangePhoto={photo.open} changingPhoto={photo.isSaving} />
        </div>
      </div>
      <StudioVerificationRequests artistId={artist.id} />
      {/* Clear of the sticky navbar when the phone's jump scrolls here. */}
      <div ref={work} className="scroll-mt-20">
        {/* Below a phone's first screen, and Radix's tabs read their styles as they mount: drawn with the rest, the
            browser styled the whole dashboard inside the one long task that put it on the page (issue 30). */}
        <WhenIdle fallback={<WorkTabsSkeleton />}>
          <WorkTabs artistId={artist.id} bookingsAs={bookingsAs} />
        </WhenIdle>
      </div>
      {photo.element}
    </div>
  );
}

/** The work tabs over the inbox (its heading and three cards) at about their size. */
function WorkTabsSkeleton() {
  return (
    <div role="status" aria-label="Loading your inquiries" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-full sm:w-80" />
      <Skeleton className="h-[49rem] rounded-2xl sm:h-[39rem]" />
    </div>
  );
}

/** The approved dashboard's sections at about their size, so nothing below them moves when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard" className="flex flex-col gap-6 sm:gap-8">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-10 w-2/3 max-w-md" />
        <Skeleton className="h-5 w-full max-w-sm" />
      </div>
      <Skeleton className="h-24 w-full rounded-2xl" />
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-80 rounded-2xl sm:h-64" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <SkeletonText lines={4} />
    </div>
  );
}
