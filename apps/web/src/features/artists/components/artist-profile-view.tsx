import type { ArtistProfile } from '@inkbook/contracts/artist';
import { artistBanner, leadImageSizes } from '@inkbook/contracts/lead-image';
import type { ReactNode } from 'react';
import { MediaImage } from '@/components/media-image';
import { PageTitle } from '@/components/page-title';
import { ReadMore } from '@/components/read-more';
import { GalleryGrid } from './gallery-grid';
import { PricedFlash, type PricedPiece } from './priced-flash';
import { ProfileContact } from './profile-contact';
import { ProfileHeader } from './profile-header';
import { ProfilePolicies } from './profile-policies';
import { ProfileSection } from './profile-section';

const BIO_LIMIT = 120;

/** Where the page shows a 'Send an Inquiry' button: beside the name, and under Available Flash. */
export type InquiryButtonSlot = (place: 'header' | 'flash') => ReactNode;

interface ArtistProfileViewProps {
  artist: ArtistProfile;
  /** The inquiry button, from the page that composes this view with the inquiry dialog. */
  inquiryButton?: InquiryButtonSlot;
  /** The way to book one priced flash piece (issue 26), from the page as `inquiryButton` is. */
  flashAction?: (piece: PricedPiece) => ReactNode;
  /** A word about how the page was opened (an expired waitlist invite), under the header. */
  notice?: ReactNode;
}

/** The public profile page body (spec §2 'Artist profile', §9 'Profile displays'). */
export function ArtistProfileView({ artist, inquiryButton, flashAction, notice }: ArtistProfileViewProps) {
  const handle = artist.instagramHandle;
  const hero = artistBanner(artist);
  return (
    <article className="pb-16">
      <PageTitle title={artist.artistName} />
      <div className="relative">
        <MediaImage
          src={hero}
          alt=""
          sizes={leadImageSizes.profileBanner}
          priority
          className="h-56 w-full sm:h-80 lg:h-96"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-b from-ink/10 via-transparent to-ink/50"
        />
      </div>
      <div className="relative mx-auto -mt-16 flex w-full max-w-6xl flex-col gap-6 px-4 sm:px-6">
        <ProfileHeader artist={artist} inquiryButton={inquiryButton?.('header')} />
        {notice}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            {artist.bio ? (
              <ProfileSection id="about" title="About me">
                <ReadMore text={artist.bio} limit={BIO_LIMIT} className="text-ink-soft leading-relaxed" />
              </ProfileSection>
            ) : null}
            <ProfileSection
              id="portfolio"
              title="Portfolio"
              aside={<span className="text-sm text-muted">{artist.portfolioImages.length} works</span>}
            >
              {artist.portfolioImages.length > 0 ? (
                <GalleryGrid
                  images={artist.portfolioImages}
                  label="Portfolio image"
                  title={`${artist.artistName}'s portfolio`}
                  downloadName={(n) => `${handle}-portfolio-${n}.png`}
                  initial={10}
                  more={{ step: 25, max: 35 }}
                />
              ) : (
                <p className="text-muted">No portfolio images yet.</p>
              )}
            </ProfileSection>
            {artist.flashImages.length > 0 ? (
              <ProfileSection id="flash" title="Available Flash">
                <GalleryGrid
                  images={artist.flashImages.slice(0, 10)}
                  label="Flash design"
                  title={`${artist.artistName}'s available flash`}
                  downloadName={(n) => `${handle}-flash-${n}.png`}
                  initial={10}
                />
                <PricedFlash pieces={artist.flash.slice(0, 10)} action={flashAction} />
                {inquiryButton ? (
                  <div className="mt-5 flex justify-center">{inquiryButton('flash')}</div>
                ) : null}
              </ProfileSection>
            ) : null}
            <ProfilePolicies artist={artist} />
          </div>
          <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            <ProfileContact artist={artist} />
          </div>
        </div>
      </div>
    </article>
  );
}
