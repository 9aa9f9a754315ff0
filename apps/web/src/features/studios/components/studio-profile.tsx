import type { SessionUser } from '@inkbook/contracts/identity';
import type { StudioProfile as StudioProfileData } from '@inkbook/contracts/studio';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { ReadMore } from '@/components/read-more';
import { ProfileSection } from './profile-section';
import { StudioContact } from './studio-contact';
import { StudioHero } from './studio-hero';
import { StudioPhotos } from './studio-photos';
import { StudioPolicies } from './studio-policies';
import { VerifiedArtists } from './verified-artists';

/** Spec §9: the studio's about text collapses past 150 characters. */
const ABOUT_LIMIT = 150;

/** The public studio page: hero and identity, then the story, artists, photos and policies beside contact. */
export function StudioProfile({
  studio,
  inquiryAction,
  notice,
  viewer,
}: {
  studio: StudioProfileData;
  /** 'Send {studio} an Inquiry', composed in by the app (the inquiry wizard is another feature). */
  inquiryAction?: ReactNode;
  /** A word about how the page was opened (an expired waitlist invite), under the hero. */
  notice?: ReactNode;
  /** The signed-in user: an artist may ask the studio to verify them. */
  viewer?: SessionUser | null;
}) {
  return (
    <article className="pb-20">
      <PageTitle title={studio.studioName} />
      <StudioHero studio={studio} inquiryAction={inquiryAction} viewer={viewer} />
      {notice ? <div className="mx-auto mt-6 w-full max-w-6xl px-4 sm:px-6">{notice}</div> : null}
      <div className="mx-auto mt-12 grid w-full max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-14">
          {studio.description ? (
            <ProfileSection id="about-studio" title="About">
              <ReadMore
                text={studio.description}
                limit={ABOUT_LIMIT}
                className="text-lg leading-relaxed text-ink-soft"
              />
            </ProfileSection>
          ) : null}
          <VerifiedArtists studio={studio} />
          <StudioPhotos studio={studio} />
          <StudioPolicies studio={studio} />
        </div>
        <StudioContact studio={studio} />
      </div>
    </article>
  );
}
